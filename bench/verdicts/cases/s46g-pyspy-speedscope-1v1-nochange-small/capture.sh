#!/bin/bash
# py-spy speedscope, Python, 1 run per side, same program and input (control).
set -euo pipefail
HERE="$(cd "$(dirname "$0")" && pwd)"
LOCK=/tmp/flamediff-capture.lock
ROUNDS=200
mkdir -p "$HERE/before" "$HERE/after"
echo "== $(date -u +%FT%TZ) $(py-spy --version) $(python3 --version)"
"$HERE/workload/build.sh"
for i in 1; do
  for side in before after; do
    out="$HERE/$side/run-$i.speedscope.json"
    rm -f "$out"
    echo "== capture $side run $i"
    ( time flock "$LOCK" py-spy record --format speedscope -r 100 -o "$out" -- \
        python3 "$HERE/workload/inventory.py" $ROUNDS ) 2>&1
  done
done
echo "== done $(date -u +%FT%TZ)"
