#!/bin/bash
# node --cpu-prof (V8 CPU profile), 1 run per side. Control: identical program and amount
# of work (7,000,000 orders); only the PRNG seed differs (before seed 1, after seed 2).
set -euo pipefail
HERE="$(cd "$(dirname "$0")" && pwd)"
LOCK=/tmp/flamediff-capture.lock
TMP=${TMP:-/tmp/s44c/node-seed}
ORDERS=7000000
mkdir -p "$TMP" "$HERE/before" "$HERE/after"
echo "== $(date -u +%FT%TZ) node $(node --version)"
for side in before after; do
  seed=1; [ "$side" = after ] && seed=2
  rm -rf "$TMP/prof"; mkdir -p "$TMP/prof"
  echo "== capture $side run 1 (seed $seed)"
  ( time flock "$LOCK" node --cpu-prof --cpu-prof-dir "$TMP/prof" --cpu-prof-name run.cpuprofile \
      "$HERE/workload/app.js" $ORDERS $seed ) 2>&1
  mv "$TMP/prof/run.cpuprofile" "$HERE/$side/run-1.cpuprofile"
  ls -l "$HERE/$side/run-1.cpuprofile"
done
rm -rf "$TMP"
echo "== shares (workload/share.py, inclusive % of samples, incl. (idle)/(program)/(garbage collector))"
python3 "$HERE/workload/share.py" cpuprofile '^matchOrder\b|||^makeOrder\b|||^settle\b|||^refreshBest\b|||^add\b|||^\(garbage collector\)|||^renderSummary\b' \
  "$HERE"/before/run-1.cpuprofile "$HERE"/after/run-1.cpuprofile
echo "== done $(date -u +%FT%TZ)"
