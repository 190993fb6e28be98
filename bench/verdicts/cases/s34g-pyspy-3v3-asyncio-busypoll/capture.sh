#!/bin/bash
# Captures s34g-pyspy-3v3-asyncio-busypoll: py-spy speedscope --idle --threads, 3 runs a side,
# interleaved (before 1, after 1, before 2, ...). Every profiled run under the shared flock.
set -euo pipefail
CASE=$(cd "$(dirname "$0")" && pwd)
PY=python3
PYSPY=/root/.pyenv/shims/py-spy
LOCK=/tmp/flamediff-capture.lock
echo "== $(date -Is) $(uname -r) nproc=$(nproc)"
echo "== $($PY --version 2>&1) ($(command -v $PY) -> $($PY -c 'import sys;print(sys.executable)'))"
echo "== $($PYSPY --version)"
mkdir -p "$CASE/before" "$CASE/after"
rm -f "$CASE"/before/run-*.speedscope.json "$CASE"/after/run-*.speedscope.json
for i in 1 2 3; do
  for side in before after; do
    out="$CASE/$side/run-$i.speedscope.json"
    echo "== $side run $i: py-spy record --format speedscope --idle --threads -r 200 -o $out -- $PY workload/$side/service.py"
    ( cd "$CASE" && flock "$LOCK" /usr/bin/time -f "   time: %e s wall, %U s user, %S s sys" \
        "$PYSPY" record --format speedscope --idle --threads -r 200 -o "$out" -- "$PY" "workload/$side/service.py" ) 2>&1 \
      | grep -v -e '^$' -e 'Visit https' -e 'Press Control-C'
  done
done
echo "== done $(date -Is)"
