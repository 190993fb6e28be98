#!/bin/bash
# Control: same program, same seed, same work rate; before runs ~10 s, after ~25 s.
set -euo pipefail
D=$(cd "$(dirname "$0")" && pwd)
PY=$(python3 -c 'import sys; print(sys.executable)')
echo "python: $PY $($PY --version 2>&1)"; echo "py-spy: $(py-spy --version)"
rm -f "$D"/before/* "$D"/after/*
cap() { # side seconds
  local out="$D/$1/run-1.raw.txt"
  echo "== $1 run-1 (--seconds $2)"
  flock /tmp/flamediff-capture.lock py-spy record --format raw -o "$out" -- "$PY" "$D/workload/textpipe.py" --seconds "$2" --seed 1
  echo "   lines=$(wc -l < "$out") size=$(stat -c %s "$out")"
  if [ "$(stat -c %s "$out")" -gt 204800 ]; then gzip -f "$out"; echo "   gzipped"; fi
}
cap before 10
cap after 25
python3 "$D/measure.py"
