#!/bin/bash
# Capture: py-spy record --format speedscope --threads --idle (default 100 Hz), 1 run per side, b1, a1.
set -euo pipefail
CASE=$(cd "$(dirname "$0")" && pwd)
W=/tmp/s36d/pyss
rm -rf "$W"; mkdir -p "$W/app"
PY=/root/.pyenv/versions/3.11.7/bin/python3
$PY --version; py-spy --version
rm -f "$CASE"/before/* "$CASE"/after/*
for i in 1; do
  for side in before after; do
    echo "== $side run $i"
    cp "$CASE/workload/$side/service.py" "$W/app/service.py"   # same path on both sides
    cd "$W/app"
    flock /tmp/flamediff-capture.lock \
      py-spy record --format speedscope --threads --idle -o "$CASE/$side/run-$i.speedscope.json" -- $PY service.py 5
  done
done
ls -l "$CASE"/before "$CASE"/after
