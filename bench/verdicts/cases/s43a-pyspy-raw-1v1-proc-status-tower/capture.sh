#!/bin/bash
# Rebuild-free capture: py-spy --format raw, 1 run per side, CPython 3.11.7.
set -euo pipefail
HERE="$(cd "$(dirname "$0")" && pwd)"
PY=${PY:-/root/.pyenv/versions/3.11.7/bin/python3}
PYSPY=${PYSPY:-py-spy}
LOCK=/tmp/flamediff-capture.lock
N=30000
echo "== $(date -u +%FT%TZ) $($PYSPY --version) python $($PY -V 2>&1)"
mkdir -p "$HERE/before" "$HERE/after"
for side in before after; do
  out="$HERE/$side/run-1.raw.txt"
  rm -f "$out" "$out.gz"
  echo "== capture $side -> $out"
  ( time flock "$LOCK" "$PYSPY" record --rate 200 --format raw -o "$out" -- \
      "$PY" "$HERE/workload/server.py" --variant "$side" --requests $N ) 2>&1
  sz=$(stat -c %s "$out"); echo "size $sz bytes"
  if [ "$sz" -gt 204800 ]; then gzip -9 "$out"; echo "gzipped"; fi
done
echo "== done $(date -u +%FT%TZ)"
