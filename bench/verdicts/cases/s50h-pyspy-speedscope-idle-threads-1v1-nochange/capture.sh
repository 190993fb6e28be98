#!/bin/bash
# py-spy record --format speedscope --idle --threads; 1 run per side (before then after).
# Same program and input on both sides (no change).
set -euo pipefail
HERE="$(cd "$(dirname "$0")" && pwd)"
LOCK=/tmp/flamediff-capture.lock
JOBS=2400
mkdir -p "$HERE/before" "$HERE/after"
echo "== $(date -u +%FT%TZ) $(py-spy --version) $(python3 --version)"
"$HERE/workload/build.sh"
for i in 1; do
  for side in before after; do
    out="$HERE/$side/run-$i.speedscope.json"
    rm -f "$out"
    echo "== capture $side run $i (load $(cut -d' ' -f1-3 /proc/loadavg))"
    ( time flock "$LOCK" py-spy record --format speedscope --idle --threads -o "$out" -- \
        python3 "$HERE/workload/report_builder.py" $JOBS ) 2>&1
    echo "size $(stat -c %s "$out") bytes"
  done
done
echo "== done $(date -u +%FT%TZ)"
