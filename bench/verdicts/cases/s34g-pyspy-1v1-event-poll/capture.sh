#!/bin/bash
# Captures s34g-pyspy-1v1-event-poll: py-spy raw --threads --idle, one run a side (before, then after).
# Every profiled run under the shared flock.
set -euo pipefail
CASE=$(cd "$(dirname "$0")" && pwd)
PY=python3
PYSPY=/root/.pyenv/shims/py-spy
LOCK=/tmp/flamediff-capture.lock
echo "== $(date -Is) $(uname -r) nproc=$(nproc)"
echo "== $($PY --version 2>&1) ($($PY -c 'import sys;print(sys.executable)'))"
echo "== $($PYSPY --version)"
mkdir -p "$CASE/before" "$CASE/after"
rm -f "$CASE"/before/run-*.raw.txt "$CASE"/after/run-*.raw.txt
for side in before after; do
  out="$CASE/$side/run-1.raw.txt"
  echo "== $side run 1: py-spy record --format raw --threads --idle -r 250 -o $out -- $PY workload/$side/logger.py"
  ( cd "$CASE" && flock "$LOCK" /usr/bin/time -f "   time: %e s wall, %U s user, %S s sys" \
      "$PYSPY" record --format raw --threads --idle -r 250 -o "$out" -- "$PY" "workload/$side/logger.py" ) 2>&1 \
    | grep -v -e '^$' -e 'Press Control-C' -e 'You can use the flamegraph'
done
echo "== done $(date -Is)"
