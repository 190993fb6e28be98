#!/bin/bash
# py-spy record --format raw, Python 3.11, 1 run per side (before then after).
set -euo pipefail
HERE="$(cd "$(dirname "$0")" && pwd)"
LOCK=/tmp/flamediff-capture.lock
N=600000
mkdir -p "$HERE/before" "$HERE/after"
echo "== $(date -u +%FT%TZ) $(py-spy --version) $(python3 --version)"
"$HERE/workload/build.sh"
for side in before after; do
  out="$HERE/$side/run-1.pyspy.folded"
  echo "== capture $side run 1"
  ( time flock "$LOCK" py-spy record --format raw --rate 400 -o "$out" -- \
      python3 "$HERE/workload/$side/pipeline.py" $N ) 2>&1
done
echo "== shares (inclusive, score_record)"
python3 "$HERE/measure.py" '^score_record\b' "$HERE"/before/run-1.pyspy.folded "$HERE"/after/run-1.pyspy.folded
for f in parse_record enrich_record encode_record; do
  python3 "$HERE/measure.py" "^$f\\b" "$HERE"/before/run-1.pyspy.folded "$HERE"/after/run-1.pyspy.folded
done
echo "== done $(date -u +%FT%TZ)"
