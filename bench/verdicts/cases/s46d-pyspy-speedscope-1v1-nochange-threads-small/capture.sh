#!/bin/bash
# py-spy record --format speedscope --threads, Python, 1 run per side, same program and input.
set -euo pipefail
HERE="$(cd "$(dirname "$0")" && pwd)"
LOCK=/tmp/flamediff-capture.lock
PY=${PY:-$(pyenv which python3 2>/dev/null || command -v python3)}
SCALE=10
mkdir -p "$HERE/before" "$HERE/after"
echo "== $(date -u +%FT%TZ) $(py-spy --version) $($PY --version) ($PY)"
for i in 1; do
  for side in before after; do
    out="$HERE/$side/run-$i.speedscope.json"
    rm -f "$out"
    echo "== capture $side run $i"
    ( time flock "$LOCK" py-spy record --format speedscope --threads -o "$out" -- \
        "$PY" "$HERE/workload/workers.py" $SCALE ) 2>&1
  done
done
echo "== done $(date -u +%FT%TZ)"
