#!/bin/bash
# py-spy 0.4.3 --format raw (collapsed stacks), CPython 3.11, 3 runs per side interleaved.
# before: workload/before/quotes.py (SOLVER_ITERS=30); after: workload/after/quotes.py (SOLVER_ITERS=39).
set -euo pipefail
HERE="$(cd "$(dirname "$0")" && pwd)"
LOCK=/tmp/flamediff-capture.lock
N=150000; SEED=11
mkdir -p "$HERE/before" "$HERE/after"
echo "== $(date -u +%FT%TZ) $(py-spy --version) $(python3 --version)"
for i in 1 2 3; do
  for side in before after; do
    out="$HERE/$side/run-$i.pyspy.folded"
    echo "== capture $side run $i"
    ( time flock "$LOCK" py-spy record --format raw -r 250 -o "$out" -- \
        python3 "$HERE/workload/$side/quotes.py" $N $SEED ) 2>&1 | grep -v -E '^\s*$|Sampling process|py-spy> Stopped|Wrote raw'
  done
done
echo "== shares (workload/share.py, inclusive % of samples)"
python3 "$HERE/workload/share.py" folded '\bsolve_premium\b|||\bparse_record\b|||\btokenize_notes\b|||\bfingerprint\b|||\bmake_batch\b' \
  "$HERE"/before/run-*.pyspy.folded "$HERE"/after/run-*.pyspy.folded
echo "== done $(date -u +%FT%TZ)"
