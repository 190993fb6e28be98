#!/usr/bin/env bash
# Control: one binary, identical arguments, 6 perf recordings back to back (one flock held for
# all six so no other capture runs in between). Runs 1-3 -> before/, runs 4-6 -> after/.
set -euo pipefail
HERE="$(cd "$(dirname "$0")" && pwd)"
SCRATCH=/tmp/s43e/perf-c
mkdir -p "$SCRATCH"
ROUNDS=5000
echo "== versions"; gcc --version | head -1; perf --version; uname -r
gcc -O2 -g -fno-omit-frame-pointer -o "$SCRATCH/blocks" "$HERE/workload/blocks.c"
rm -f "$HERE"/before/run-* "$HERE"/after/run-* "$SCRATCH"/perf-*.data
echo "== 6 contiguous runs: perf record -g -F 999 -o $SCRATCH/perf-N.data $SCRATCH/blocks $ROUNDS"
flock /tmp/flamediff-capture.lock bash -c '
  for i in 1 2 3 4 5 6; do
    echo "-- run $i  $(date +%T.%N)"
    perf record -g -F 999 -o "'"$SCRATCH"'/perf-$i.data" "'"$SCRATCH"'/blocks" '"$ROUNDS"' 2>&1
  done'
for i in 1 2 3 4 5 6; do
  if [ $i -le 3 ]; then out="$HERE/before/run-$i.perf.txt"; else out="$HERE/after/run-$((i-3)).perf.txt"; fi
  perf script -i "$SCRATCH/perf-$i.data" > "$out" 2>/dev/null
  if [ "$(stat -c %s "$out")" -gt 204800 ]; then gzip -9 -f "$out"; out="$out.gz"; fi
  echo "run $i -> $out"
  rm -f "$SCRATCH/perf-$i.data"
done
ls -la "$HERE/before" "$HERE/after"
echo "== measure"
python3 "$HERE/measure.py"
