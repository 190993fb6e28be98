#!/bin/bash
# Builds both variants of workload/scan.c and captures 1 before + 1 after perf profile
# (frame-pointer call graphs, user + kernel stacks).
set -euo pipefail
HERE="$(cd "$(dirname "$0")" && pwd)"
S=/tmp/s40c/perf-small-reads
ROUNDS=20
FREQ=1999
mkdir -p "$S" "$HERE/before" "$HERE/after"
echo "gcc: $(gcc --version | head -1)"
echo "perf: $(perf --version)"
echo "kernel: $(uname -r)"
gcc -O2 -g -fno-omit-frame-pointer -mno-omit-leaf-frame-pointer -DREAD_BUF=65536 -o "$S/scan-before" "$HERE/workload/scan.c"
gcc -O2 -g -fno-omit-frame-pointer -mno-omit-leaf-frame-pointer -DREAD_BUF=64    -o "$S/scan-after"  "$HERE/workload/scan.c"
# 16 MiB deterministic input file; read once so it sits in the page cache for both runs
python3 -c "import random,sys; sys.stdout.buffer.write(random.Random(40).randbytes(16<<20))" > "$S/data.bin"
cat "$S/data.bin" > /dev/null
for side in before after; do
  echo "== $side"
  # cycles is not supported in this VM, so sample the cpu-clock software event
  flock /tmp/flamediff-capture.lock \
    perf record -e cpu-clock -F $FREQ -g -o "$S/$side.perf.data" -- \
    "$S/scan-$side" "$S/data.bin" $ROUNDS
  perf script -i "$S/$side.perf.data" > "$HERE/$side/run-1.perf.txt"
  rm -f "$S/$side.perf.data"
  sz=$(stat -c %s "$HERE/$side/run-1.perf.txt"); echo "$side/run-1.perf.txt $sz bytes"
  if [ "$sz" -gt 204800 ]; then gzip -f "$HERE/$side/run-1.perf.txt"; fi
done
