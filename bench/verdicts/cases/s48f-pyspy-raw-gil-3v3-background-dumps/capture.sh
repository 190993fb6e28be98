#!/bin/bash
# py-spy record --format raw --gil, 3 runs per side, interleaved b1 a1 b2 a2 b3 a3.
set -euo pipefail
HERE="$(cd "$(dirname "$0")" && pwd)"
PY="${PY:-$(command -v python3)}"
LOCK=/tmp/flamediff-capture.lock
RATE=200
echo "== $(date -u +%FT%TZ) $("$PY" --version 2>&1) $(py-spy --version)"
mkdir -p "$HERE/before" "$HERE/after"
for i in 1 2 3; do
  for side in before after; do
    out="$HERE/$side/run-$i.pyspy.folded"
    rm -f "$out"
    echo "== capture $side run $i"
    ( time flock "$LOCK" py-spy record --format raw --gil --rate $RATE -o "$out" -- \
        "$PY" "$HERE/workload/service_$side.py" ) 2>&1
    echo "size $(stat -c %s "$out") bytes"
  done
done
echo "== done $(date -u +%FT%TZ)"
