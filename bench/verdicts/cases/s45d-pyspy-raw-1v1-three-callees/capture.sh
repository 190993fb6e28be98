#!/bin/bash
# py-spy record --format raw (folded stacks), Python 3.11, 1 run per side (before, then after).
# Both sides run from the same path (/tmp/s45d/pyspy-three/enrich.py) so frame file names match.
set -euo pipefail
HERE="$(cd "$(dirname "$0")" && pwd)"
LOCK=/tmp/flamediff-capture.lock
TMP=${TMP:-/tmp/s45d/pyspy-three}
ROWS=120000; RATE=200
mkdir -p "$TMP" "$HERE/before" "$HERE/after"
echo "== $(date -u +%FT%TZ) $(py-spy --version) $(python3 --version)"
for side in before after; do
  out="$HERE/$side/run-1.pyspy.folded"
  rm -f "$out"
  cp "$HERE/workload/$side/enrich.py" "$TMP/enrich.py"
  echo "== capture $side run 1"
  ( time flock "$LOCK" py-spy record --format raw --rate $RATE -o "$out" -- python3 "$TMP/enrich.py" $ROWS ) 2>&1
done
rm -f "$TMP/enrich.py"
echo "== done $(date -u +%FT%TZ)"
python3 "$HERE/measure.py"
