#!/bin/bash
# py-spy record --format raw --idle, CPython 3.11 asyncio program, 3 runs per
# side, interleaved before/after, one capture at a time under flock.
set -euo pipefail
HERE="$(cd "$(dirname "$0")" && pwd)"
LOCK=/tmp/flamediff-capture.lock
PY=${PY:-$(command -v python3)}
PY=$(pyenv which python3 2>/dev/null || echo "$PY")
BATCHES=500
mkdir -p "$HERE/before" "$HERE/after"
echo "== $(date -u +%FT%TZ) $(py-spy --version) $($PY --version)"
"$HERE/workload/build.sh"
for i in 1 2 3; do
  for side in before after; do
    out="$HERE/$side/run-$i.pyspy.folded"
    rm -f "$out"
    echo "== capture $side run $i"
    ( time flock "$LOCK" py-spy record --format raw --idle --rate 250 -o "$out" -- \
        "$PY" "$HERE/workload/orders.py" $side $BATCHES ) 2>&1
    echo "lines $(wc -l < "$out") samples $(awk '{s+=$NF} END{print s}' "$out")"
  done
done
echo "== done $(date -u +%FT%TZ)"
