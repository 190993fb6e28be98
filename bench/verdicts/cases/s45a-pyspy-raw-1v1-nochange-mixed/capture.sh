#!/bin/bash
# py-spy record --format raw (default 100 Hz, no --idle), notes indexer, 1 run per side, same program and input.
set -euo pipefail
HERE="$(cd "$(dirname "$0")" && pwd)"
LOCK=/tmp/flamediff-capture.lock
PY=/root/.pyenv/versions/3.11.7/bin/python3
PYSPY=/root/.pyenv/versions/3.11.7/bin/py-spy
BATCHES=45
mkdir -p "$HERE/before" "$HERE/after"
echo "== $(date -u +%FT%TZ) $($PYSPY --version) $($PY --version)"
for side in before after; do
  out="$HERE/$side/run-1.pyspy.folded"
  rm -f "$out"
  echo "== capture $side run 1"
  ( time flock "$LOCK" "$PYSPY" record --format raw -o "$out" -- \
      "$PY" "$HERE/workload/notes_indexer.py" $BATCHES /tmp/s45a-notes-spool ) 2>&1
  echo "lines $(wc -l < "$out"), samples $(awk '{s+=$NF} END{print s}' "$out")"
done
echo "== done $(date -u +%FT%TZ)"
