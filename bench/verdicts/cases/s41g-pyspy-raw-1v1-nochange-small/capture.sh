#!/bin/bash
# Control: py-spy raw, 1 run a side, same program and rounds, other seeds.
set -euo pipefail
C="$(cd "$(dirname "$0")" && pwd)"
PY=/root/.pyenv/versions/3.11.7/bin/python3
py-spy --version; "$PY" --version
rm -f "$C"/before/run-* "$C"/after/run-*
echo "== before run-1 seed=101 $(date +%T)"
flock /tmp/flamediff-capture.lock py-spy record --format raw --rate 100 -o "$C/before/run-1.raw.txt" -- "$PY" "$C/workload/small.py" 101 40
echo "== after run-1 seed=202 $(date +%T)"
flock /tmp/flamediff-capture.lock py-spy record --format raw --rate 100 -o "$C/after/run-1.raw.txt" -- "$PY" "$C/workload/small.py" 202 40
python3 "$C/measure.py"
