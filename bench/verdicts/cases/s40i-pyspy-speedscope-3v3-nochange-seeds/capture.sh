#!/usr/bin/env bash
# Captures 3 "before" and 3 "after" py-spy speedscope profiles of workload/inventory.py,
# interleaved (b1 a1 b2 a2 b3 a3). Same program on both sides; only the seed differs
# (before: 101 102 103, after: 201 202 203).
set -euo pipefail
HERE="$(cd "$(dirname "$0")" && pwd)"
PY=/root/.pyenv/versions/3.11.7/bin/python3
mkdir -p "$HERE/before" "$HERE/after"
rm -f "$HERE"/before/run-* "$HERE"/after/run-*
py-spy --version
"$PY" --version
capture() { # side run seed
  local side=$1 run=$2 seed=$3
  local out="$HERE/$side/run-$run.speedscope.json"
  echo "== $side run-$run seed=$seed"
  flock /tmp/flamediff-capture.lock \
    py-spy record --format speedscope -r 250 -o "$out" -- "$PY" "$HERE/workload/inventory.py" "$seed"
  if [ "$(stat -c %s "$out")" -gt 204800 ]; then gzip -9f "$out"; fi
}
capture before 1 101
capture after  1 201
capture before 2 102
capture after  2 202
capture before 3 103
capture after  3 203
ls -l "$HERE/before" "$HERE/after"
