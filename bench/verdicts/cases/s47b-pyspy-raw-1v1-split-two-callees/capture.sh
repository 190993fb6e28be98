#!/bin/bash
# py-spy record --format raw (folded stacks), Python 3.11, 1 run per side (before, then after).
# Both sides run from the same path (/tmp/s47b/pyspy-split/ledger.py) so frame file names match.
set -euo pipefail
HERE="$(cd "$(dirname "$0")" && pwd)"
LOCK=/tmp/flamediff-capture.lock
TMP=${TMP:-/tmp/s47b/pyspy-split}
ROWS=500000; RATE=200
mkdir -p "$TMP" "$HERE/before" "$HERE/after"
echo "== $(date -u +%FT%TZ) $(py-spy --version) $(python3 --version) load: $(cut -d' ' -f1-3 /proc/loadavg)"
"$HERE/workload/build.sh"
for side in before after; do
  out="$HERE/$side/run-1.pyspy.folded"
  rm -f "$out"
  cp "$HERE/workload/$side/ledger.py" "$TMP/ledger.py"
  echo "== capture $side run 1"
  ( time flock "$LOCK" py-spy record --format raw --rate $RATE -o "$out" -- python3 "$TMP/ledger.py" $ROWS ) 2>&1
done
rm -f "$TMP/ledger.py"
echo "== done $(date -u +%FT%TZ) load: $(cut -d' ' -f1-3 /proc/loadavg)"
python3 "$HERE/measure.py"
