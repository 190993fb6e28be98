#!/bin/bash
# Control case: same binary, same work (70 rounds over 2^17 u64), only the PRNG seed differs:
# before = seed 1, after = seed 2. perf with DWARF unwinding; binary built without frame pointers.
set -euo pipefail
HERE=$(cd "$(dirname "$0")" && pwd)
S=/tmp/s39h/c5; mkdir -p "$S"
LOCK=/tmp/flamediff-capture.lock
ROUNDS=70
gcc --version | head -1
perf --version
gcc -O2 -g -fomit-frame-pointer -fno-inline -o "$S/seedwork" "$HERE/workload/seedwork.c"
rm -f "$HERE"/before/run-* "$HERE"/after/run-*
for side in before after; do
  if [ $side = before ]; then SEED=1; else SEED=2; fi
  echo "== $side run-1 (seed $SEED)"
  flock "$LOCK" perf record -F 999 --call-graph dwarf,16384 -o "$S/perf.data" -- "$S/seedwork" $SEED $ROUNDS
  perf script -i "$S/perf.data" > "$HERE/$side/run-1.perf.txt"
  rm -f "$S/perf.data"
  if [ "$(stat -c %s "$HERE/$side/run-1.perf.txt")" -gt 204800 ]; then gzip -9f "$HERE/$side/run-1.perf.txt"; fi
done
ls -l "$HERE"/before "$HERE"/after
python3 "$HERE/measure.py"
