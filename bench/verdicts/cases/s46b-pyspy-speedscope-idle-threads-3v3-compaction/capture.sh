#!/bin/bash
# py-spy 0.4.3 record --format speedscope --idle --threads, CPython 3.11, 3 runs per side, interleaved.
set -euo pipefail
HERE="$(cd "$(dirname "$0")" && pwd)"
LOCK=/tmp/flamediff-capture.lock
WORKERS=4; OPS=120000
mkdir -p "$HERE/before" "$HERE/after"
echo "== $(date -u +%FT%TZ) $(py-spy --version) $(python3 --version)"
"$HERE/workload/build.sh"
for i in 1 2 3; do
  for side in before after; do
    out="$HERE/$side/run-$i.speedscope.json"; rm -f "$out"
    echo "== capture $side run $i"
    ( time flock "$LOCK" py-spy record --format speedscope --idle --threads -o "$out" -- \
        python3 "$HERE/workload/$side/kvstore.py" $WORKERS $OPS ) 2>&1
  done
done
echo "== done $(date -u +%FT%TZ)"
