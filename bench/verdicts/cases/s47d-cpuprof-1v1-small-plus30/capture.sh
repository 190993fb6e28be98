#!/bin/bash
# node --cpu-prof (default 1 ms interval), Node 20, 1 run per side (before then after).
set -euo pipefail
HERE="$(cd "$(dirname "$0")" && pwd)"
LOCK=/tmp/flamediff-capture.lock
TMP=${TMP:-/tmp/s47d/cpuprof-plus30}
N=60000; BATCHES=12
mkdir -p "$HERE/before" "$HERE/after"
echo "== $(date -u +%FT%TZ) node $(node --version)"
"$HERE/workload/build.sh"
for side in before after; do
  rm -rf "$TMP/$side"; mkdir -p "$TMP/$side" "$TMP/app"
  rm -f "$HERE/$side/run-1.cpuprofile.json"
  echo "== capture $side run 1"
  # run both sides from the same path so script URLs match, as in a real checkout
  cp "$HERE/workload/$side/app.js" "$TMP/app/app.js"
  ( cd "$TMP/app" && time flock "$LOCK" node --cpu-prof --cpu-prof-dir "$TMP/$side" app.js $N $BATCHES ) 2>&1
  mv "$TMP/$side"/*.cpuprofile "$HERE/$side/run-1.cpuprofile.json"
done
echo "== shares (inclusive, by sample)"
python3 "$HERE/measure.py" "$HERE/before/run-1.cpuprofile.json" "$HERE/after/run-1.cpuprofile.json"
echo "== done $(date -u +%FT%TZ)"
