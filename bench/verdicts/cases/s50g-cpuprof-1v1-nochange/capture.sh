#!/bin/bash
# node --cpu-prof, 1 run per side (before then after), same program and input both sides.
set -euo pipefail
HERE="$(cd "$(dirname "$0")" && pwd)"
LOCK=/tmp/flamediff-capture.lock
TMP=${TMP:-/tmp/s50g/cpuprof}
BATCHES=20; N=50000
mkdir -p "$HERE/before" "$HERE/after"
echo "== $(date -u +%FT%TZ) node $(node --version)"
"$HERE/workload/build.sh"
for side in before after; do
  out="$HERE/$side/run-1.cpuprofile.json"; rm -f "$out"
  rm -rf "$TMP/$side"; mkdir -p "$TMP/$side"
  echo "== capture $side run 1"
  ( time flock "$LOCK" node --cpu-prof --cpu-prof-dir "$TMP/$side" "$HERE/workload/sales.js" $BATCHES $N ) 2>&1
  mv "$TMP/$side"/*.cpuprofile "$out"
  ls -l "$out"
done
echo "== done $(date -u +%FT%TZ)"
python3 "$HERE/measure.py"
