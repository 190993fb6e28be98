#!/bin/bash
# py-spy record --format raw, CPython, 3 runs per side, interleaved before/after.
set -euo pipefail
HERE="$(cd "$(dirname "$0")" && pwd)"
LOCK=/tmp/flamediff-capture.lock
N=40000; ROUNDS=3
mkdir -p "$HERE/before" "$HERE/after"
echo "== $(date -u +%FT%TZ) $(py-spy --version) $(python3 --version)"
"$HERE/workload/build.sh"
for i in 1 2 3; do
  for side in before after; do
    out="$HERE/$side/run-$i.pyspy.folded"
    rm -f "$out"
    echo "== capture $side run $i"
    ( time flock "$LOCK" py-spy record --rate 200 --format raw -o "$out" -- \
        python3 "$HERE/workload/orders_$side.py" $N $ROUNDS ) 2>&1
    echo "lines $(wc -l < "$out")"
  done
done
echo "== done $(date -u +%FT%TZ)"
