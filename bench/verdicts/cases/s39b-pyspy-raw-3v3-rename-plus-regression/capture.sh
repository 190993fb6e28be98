#!/bin/bash
# Rerunnable capture for s39b-pyspy-raw-3v3-rename-plus-regression (py-spy --format raw).
# Both variants are copied to the same path before running so that frame file
# paths are identical; only the function name / body changes differ.
set -euo pipefail
HERE="$(cd "$(dirname "$0")" && pwd)"
SCR=/tmp/s39b/pyspy
PY=/root/.pyenv/versions/3.11.7/bin/python3.11
mkdir -p "$SCR" "$HERE/before" "$HERE/after"
rm -f "$HERE"/before/* "$HERE"/after/*
py-spy --version; $PY --version
N=20000
for side in before after; do
  cp "$HERE/workload/$side/orders.py" "$SCR/orders.py"
  for r in 1 2 3; do
    echo "== $side run-$r: orders.py $N $r"
    flock /tmp/flamediff-capture.lock py-spy record --format raw --rate 250 \
      -o "$HERE/$side/run-$r.raw.txt" -- $PY "$SCR/orders.py" $N $r
  done
done
ls -l "$HERE/before" "$HERE/after"
