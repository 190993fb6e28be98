#!/bin/bash
# py-spy record --format raw, Python 3.11, 1 run per side (before then after).
# Control: both sides run the same program with the same input.
set -euo pipefail
HERE="$(cd "$(dirname "$0")" && pwd)"
LOCK=/tmp/flamediff-capture.lock
N=200000; ROUNDS=25
mkdir -p "$HERE/before" "$HERE/after"
echo "== $(date -u +%FT%TZ) $(py-spy --version) $(python3 --version)"
"$HERE/workload/build.sh"
for side in before after; do
  out="$HERE/$side/run-1.pyspy.folded"
  echo "== capture $side run 1"
  ( time flock "$LOCK" py-spy record --format raw --rate 400 -o "$out" -- \
      python3 "$HERE/workload/inventory.py" $N $ROUNDS ) 2>&1
done
echo "== shares (inclusive)"
for f in gen_movements reconcile apply_movement suggest_reorders reorder_qty digest; do
  python3 "$HERE/measure.py" "^$f\\b" "$HERE"/before/run-1.pyspy.folded "$HERE"/after/run-1.pyspy.folded | sed "s/^/$f /"
done
echo "== done $(date -u +%FT%TZ)"
