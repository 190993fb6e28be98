#!/bin/bash
# Control case: same binary, same work, the after side reads another generated input file
# (same size and distribution, different seed). Runs are interleaved before/after.
set -euo pipefail
HERE=$(cd "$(dirname "$0")" && pwd)
S=/tmp/s39h/c1; mkdir -p "$S"
LOCK=/tmp/flamediff-capture.lock
ROUNDS=50
gcc --version | head -1
perf --version
gcc -O2 -g -fno-omit-frame-pointer -mno-omit-leaf-frame-pointer -fno-optimize-sibling-calls -fno-shrink-wrap -fno-inline -o "$S/numcrunch" "$HERE/workload/numcrunch.c"
python3 "$HERE/workload/gen_input.py" 101 200000 "$S/input-before.txt"
python3 "$HERE/workload/gen_input.py" 202 200000 "$S/input-after.txt"
ls -l "$S"/input-*.txt; md5sum "$S"/input-*.txt
rm -f "$HERE"/before/run-* "$HERE"/after/run-*
for i in 1 2 3; do
  for side in before after; do
    echo "== $side run-$i"
    flock "$LOCK" perf record -F 999 -g -o "$S/perf.data" -- "$S/numcrunch" "$S/input-$side.txt" $ROUNDS
    perf script -i "$S/perf.data" > "$HERE/$side/run-$i.perf.txt"
    rm -f "$S/perf.data"
    if [ "$(stat -c %s "$HERE/$side/run-$i.perf.txt")" -gt 204800 ]; then gzip -9f "$HERE/$side/run-$i.perf.txt"; fi
  done
done
ls -l "$HERE"/before "$HERE"/after
python3 "$HERE/measure.py"
