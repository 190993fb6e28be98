#!/bin/bash
# py-spy record --format raw, CPython 3.11, 3 runs per side interleaved (b1 a1 b2 a2 b3 a3).
# before: --mode explicit; after: --mode hook (json.dumps(default=json_default)).
set -euo pipefail
HERE="$(cd "$(dirname "$0")" && pwd)"
LOCK=/tmp/flamediff-capture.lock
PY=${PY:-/root/.pyenv/versions/3.11.7/bin/python3}
SPY=${SPY:-/root/.pyenv/versions/3.11.7/bin/py-spy}
ARGS="--batches 60 --per-batch 2000 --seed 45"
mkdir -p "$HERE/before" "$HERE/after"
echo "== $(date -u +%FT%TZ) $($SPY --version) $($PY --version)"
for i in 1 2 3; do
  for side in before after; do
    mode=explicit; [ "$side" = after ] && mode=hook
    out="$HERE/$side/run-$i.pyspy.folded"
    rm -f "$out"
    echo "== capture $side run $i (mode $mode)"
    ( time flock "$LOCK" "$SPY" record --format raw --rate 200 -o "$out" -- \
        "$PY" "$HERE/workload/exporter.py" --mode $mode $ARGS ) 2>&1
    echo "lines: $(wc -l < "$out"), samples: $(awk '{s+=$NF} END{print s}' "$out")"
  done
done
echo "== done $(date -u +%FT%TZ)"
