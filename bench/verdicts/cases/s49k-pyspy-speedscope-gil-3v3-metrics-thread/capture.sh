#!/bin/bash
# py-spy record --format speedscope --gil, CPython 3.11, 3 runs per side, interleaved before/after.
set -euo pipefail
HERE="$(cd "$(dirname "$0")" && pwd)"
LOCK=/tmp/flamediff-capture.lock
PY=$(pyenv which python3 2>/dev/null || command -v python3)
mkdir -p "$HERE/before" "$HERE/after"
echo "== $(date -u +%FT%TZ) $(py-spy --version) $($PY --version) ($PY)"
for i in 1 2 3; do
  for side in before after; do
    out="$HERE/$side/run-$i.speedscope.json"
    rm -f "$out"
    echo "== capture $side run $i"
    ( cd "$HERE/workload" && time PYTHONPATH="$HERE/workload/$side" flock "$LOCK" \
        py-spy record --format speedscope --gil --rate 250 -o "$out" -- \
        "$PY" "$HERE/workload/app.py" 20 20000 ) 2>&1
  done
done
echo "== done $(date -u +%FT%TZ)"
