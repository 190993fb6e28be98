#!/bin/bash
# Builds both variants and captures 3 perf runs per side (frame-pointer call graphs, user+kernel).
# Built at -O0: gcc 12 omits the frame pointer in stackless leaf functions even with
# -fno-omit-frame-pointer -mno-omit-leaf-frame-pointer, which dropped callers from the stacks at -O2.
set -euo pipefail
HERE=$(cd "$(dirname "$0")" && pwd)
S=/tmp/s41b/mmap; mkdir -p "$S"
gcc -O0 -g -fno-omit-frame-pointer -o "$S/batches_before" "$HERE/workload/batches.c"
gcc -O0 -g -fno-omit-frame-pointer -DMMAP_PER_BATCH=1 -o "$S/batches_after" "$HERE/workload/batches.c"
rm -f "$HERE"/before/run-* "$HERE"/after/run-*
for i in 1 2 3; do
  for side in before after; do
    seed=$((1000 + i))
    echo "== $side run-$i seed=$seed"
    flock /tmp/flamediff-capture.lock perf record -F 999 -g -o "$S/perf.data" -- "$S/batches_$side" "$seed" 2>&1
    perf script -i "$S/perf.data" > "$HERE/$side/run-$i.perf.txt" 2>/dev/null
    rm -f "$S/perf.data"
    sz=$(stat -c %s "$HERE/$side/run-$i.perf.txt")
    echo "   perf.txt bytes=$sz stack-samples=$(grep -c "cpu-clock" "$HERE/$side/run-$i.perf.txt" || true)"
    if [ "$sz" -gt 204800 ]; then gzip -f "$HERE/$side/run-$i.perf.txt"; fi
  done
done
perf --version
