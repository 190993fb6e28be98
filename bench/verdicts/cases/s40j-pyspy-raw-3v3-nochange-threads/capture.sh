#!/bin/bash
# Captures 3 "before" + 3 "after" py-spy raw profiles (--threads) of workers.py.
# Control: identical program and work (3 threads x 1500 items), only the seed differs.
set -euo pipefail
HERE="$(cd "$(dirname "$0")" && pwd)"
PY=${PY:-python3}
$PY --version; py-spy --version
ITEMS=1500
cap() { # side run seed
  local side=$1 run=$2 seed=$3
  local out="$HERE/$side/run-$run.raw.txt"
  echo "== $side run-$run seed=$seed items=$ITEMS"
  flock /tmp/flamediff-capture.lock py-spy record --format raw --threads -r 250 \
      -o "$out" -- $PY "$HERE/workload/workers.py" "$seed" "$ITEMS"
  ls -l "$out"
}
cap before 1 101; cap after 1 201
cap before 2 102; cap after 2 202
cap before 3 103; cap after 3 203
