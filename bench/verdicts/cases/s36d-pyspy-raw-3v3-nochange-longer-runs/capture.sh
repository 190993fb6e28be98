#!/bin/bash
# Capture: py-spy record --format raw (default 100 Hz), 3 runs per side, interleaved b1, a1, b2, a2, b3, a3.
# Control: identical code; after runs process 30% more documents (24000 -> 31200) and use
# PYTHONHASHSEED=2 instead of 1.
set -euo pipefail
CASE=$(cd "$(dirname "$0")" && pwd)
W=/tmp/s36d/pyraw
rm -rf "$W"; mkdir -p "$W/app"
PY=/root/.pyenv/versions/3.11.7/bin/python3
$PY --version; py-spy --version
rm -f "$CASE"/before/* "$CASE"/after/*
for i in 1 2 3; do
  for side in before after; do
    if [ $side = before ]; then N=24000; SEED=1; else N=31200; SEED=2; fi
    echo "== $side run $i (N=$N PYTHONHASHSEED=$SEED)"
    cp "$CASE/workload/$side/textstats.py" "$W/app/textstats.py"   # same path on both sides
    cd "$W/app"
    PYTHONHASHSEED=$SEED flock /tmp/flamediff-capture.lock \
      py-spy record --format raw -o "$CASE/$side/run-$i.raw.txt" -- $PY textstats.py $N
  done
done
ls -l "$CASE"/before "$CASE"/after
