#!/usr/bin/env bash
# Rerunnable capture for s41a-perf-fp-1v1-nochange-c (control).
# Same binary, same ROUNDS; before uses seed 11, after uses seed 29. Work per round is fixed
# (all loop trip counts are constants), the seed only changes data values.
set -euo pipefail
HERE="$(cd "$(dirname "$0")" && pwd)"
LOCK=/tmp/flamediff-capture.lock
SCRATCH=/tmp/s41a/perf-c
ROUNDS=5000
FREQ=999
mkdir -p "$SCRATCH" "$HERE/before" "$HERE/after"
rm -f "$HERE"/before/run-* "$HERE"/after/run-*
echo "date: $(date -u +%FT%TZ)"
echo "cc: $(clang-14 --version | head -1)"
echo "perf: $(perf --version)"
echo "kernel: $(uname -r)"
clang-14 -O2 -g -fno-omit-frame-pointer -mno-omit-leaf-frame-pointer -o "$SCRATCH/crunch" "$HERE/workload/crunch.c"
for side in before after; do
  if [ "$side" = before ]; then SEED=11; else SEED=29; fi
  echo "== $side run 1 (seed $SEED, rounds $ROUNDS)"
  flock "$LOCK" perf record -g -F "$FREQ" -o "$SCRATCH/$side.perf.data" -- \
    "$SCRATCH/crunch" "$SEED" "$ROUNDS" 2>&1
  perf script -i "$SCRATCH/$side.perf.data" > "$HERE/$side/run-1.perf.txt"
  rm -f "$SCRATCH/$side.perf.data"
  echo "bytes: $(wc -c < "$HERE/$side/run-1.perf.txt")"
  if [ "$(wc -c < "$HERE/$side/run-1.perf.txt")" -gt 200000 ]; then gzip -f "$HERE/$side/run-1.perf.txt"; fi
done
python3 "$HERE/measure.py"
