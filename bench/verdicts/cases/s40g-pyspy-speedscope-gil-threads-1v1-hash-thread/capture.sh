#!/usr/bin/env bash
# Rerunnable capture for s40g-pyspy-speedscope-gil-threads-1v1-hash-thread.
# py-spy record --format speedscope --gil --threads --rate 200, 1 run per side.
set -euo pipefail
HERE="$(cd "$(dirname "$0")" && pwd)"
LOCK=/tmp/flamediff-capture.lock
PY=/root/.pyenv/versions/3.11.7/bin/python3.11
ROUNDS=300
mkdir -p "$HERE/before" "$HERE/after"
echo "== $(date -u +%FT%TZ) $(py-spy --version) $($PY --version)"
for side in before after; do
  out="$HERE/$side/run-1.speedscope.json"
  rm -f "$out" "$out.gz"
  echo "== $side: py-spy record --format speedscope --gil --threads --rate 200 -- $PY ingest.py $side $ROUNDS"
  flock "$LOCK" py-spy record --format speedscope --gil --threads --rate 200 -o "$out" -- \
    "$PY" "$HERE/workload/ingest.py" "$side" "$ROUNDS"
  ls -l "$out"
  if [ "$(stat -c %s "$out")" -gt 204800 ]; then gzip -9 "$out"; fi
done
echo "== measure"
python3 "$HERE/measure.py" "$HERE"
