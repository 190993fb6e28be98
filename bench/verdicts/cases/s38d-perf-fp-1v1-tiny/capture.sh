#!/bin/bash
# Builds the C workload and captures 1 before (mix_rounds=1) + 1 after (mix_rounds=2)
# perf profile at 100 Hz with frame-pointer call graphs (~300 samples per side).
set -euo pipefail
HERE=$(cd "$(dirname "$0")" && pwd)
SCRATCH=/tmp/s38d/perf
mkdir -p "$SCRATCH" "$HERE/before" "$HERE/after"
perf --version; gcc --version | head -1
gcc -O2 -fno-omit-frame-pointer -fno-shrink-wrap -g -o "$SCRATCH/work" "$HERE/workload/work.c"
ITERS=27000
echo "== before run-1 (mix_rounds=1)"
flock /tmp/flamediff-capture.lock perf record -F 100 -g -o "$SCRATCH/before.data" -- "$SCRATCH/work" 1 $ITERS
perf script -i "$SCRATCH/before.data" > "$HERE/before/run-1.perf.txt"
echo "== after run-1 (mix_rounds=2)"
flock /tmp/flamediff-capture.lock perf record -F 100 -g -o "$SCRATCH/after.data" -- "$SCRATCH/work" 2 $ITERS
perf script -i "$SCRATCH/after.data" > "$HERE/after/run-1.perf.txt"
rm -f "$SCRATCH/before.data" "$SCRATCH/after.data"
for f in "$HERE"/before/*.perf.txt "$HERE"/after/*.perf.txt; do
  if [ "$(stat -c %s "$f")" -gt 204800 ]; then gzip -f "$f"; fi
done
ls -l "$HERE/before" "$HERE/after"
python3 "$HERE/measure.py"
