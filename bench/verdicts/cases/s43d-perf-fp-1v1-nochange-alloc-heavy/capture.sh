#!/bin/bash
# Control case: one binary, same step count, seed 1 (before) vs seed 2 (after).
# Every profiled run holds /tmp/flamediff-capture.lock.
set -euo pipefail
CASE="$(cd "$(dirname "$0")" && pwd)"
WORK=/tmp/s43d/alloc-heavy
STEPS=4000000
mkdir -p "$WORK" "$CASE/before" "$CASE/after"
rm -f "$CASE"/before/run-* "$CASE"/after/run-*
gcc -O2 -g -fno-omit-frame-pointer -o "$WORK/churn" "$CASE/workload/churn.c"
perf --version
gcc --version | head -1
for side in before after; do
  seed=1; [ "$side" = after ] && seed=2
  echo "== $side run-1 (steps=$STEPS, seed=$seed)"
  flock /tmp/flamediff-capture.lock \
    perf record -g -F 999 -o "$WORK/perf.data" -- "$WORK/churn" $STEPS $seed
  perf script -i "$WORK/perf.data" > "$CASE/$side/run-1.perf.txt" 2>/dev/null
  rm -f "$WORK/perf.data"
  sz=$(stat -c %s "$CASE/$side/run-1.perf.txt")
  if [ "$sz" -gt 204800 ]; then gzip -9 -f "$CASE/$side/run-1.perf.txt"; fi
done
ls -l "$CASE/before" "$CASE/after"
