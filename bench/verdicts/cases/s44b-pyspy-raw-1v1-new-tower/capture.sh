#!/bin/bash
# py-spy record --format raw (collapsed stacks), CPython 3.11, 1 run per side (before then after).
set -euo pipefail
HERE="$(cd "$(dirname "$0")" && pwd)"
LOCK=/tmp/flamediff-capture.lock
PY=${PY:-/usr/bin/python3.11}
N=400000; RATE=250
TMP=${TMP:-/tmp/s44b/pyspy-tower}
mkdir -p "$TMP" "$HERE/before" "$HERE/after"
echo "== $(date -u +%FT%TZ) $(py-spy --version) $($PY --version)"
"$HERE/workload/build.sh"
for i in 1; do
  for side in before after; do
    out="$HERE/$side/run-$i.pyspy.folded"
    rm -f "$out"
    echo "== capture $side run $i"
    ( time flock "$LOCK" py-spy record --format raw --rate $RATE -o "$out" -- \
        "$PY" "$HERE/workload/$side/etl.py" $N > "$TMP/stdout-$side-$i" ) 2>&1
    grep '^py-spy>' "$TMP/stdout-$side-$i" || true
    echo "program output md5: $(grep -v '^py-spy>' "$TMP/stdout-$side-$i" | grep -v '^$' | md5sum)"
  done
done
echo "== measure"
python3 "$HERE/measure.py" -g fingerprint_record='^fingerprint_record ' -g canonical_bytes='^canonical_bytes ' \
  -g parse_line='^parse_line ' -g normalize='^normalize ' -g generate_feed='^generate_feed ' -g Aggregator.add='^Aggregator.add ' \
  "$HERE"/before/run-*.pyspy.folded "$HERE"/after/run-*.pyspy.folded
echo "== done $(date -u +%FT%TZ)"
