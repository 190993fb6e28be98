#!/bin/bash
# node --cpu-prof (Node 20), 1 run per side: before then after.
set -euo pipefail
HERE="$(cd "$(dirname "$0")" && pwd)"
LOCK=/tmp/flamediff-capture.lock
TMP=${TMP:-/tmp/s45e/cpuprof-json}
N=170000; ROUNDS=3
mkdir -p "$HERE/before" "$HERE/after"
echo "== $(date -u +%FT%TZ) node $(node --version)"
"$HERE/workload/build.sh"
for side in before after; do
  out="$HERE/$side/run-1.cpuprofile.json"
  rm -rf "$TMP/$side"; mkdir -p "$TMP/$side"; rm -f "$out"
  echo "== capture $side run 1"
  ( time flock "$LOCK" node --cpu-prof --cpu-prof-dir "$TMP/$side" \
      "$HERE/workload/orders_$side.cjs" $N $ROUNDS ) 2>&1
  mv "$TMP/$side"/*.cpuprofile "$out"
  echo "profile size $(stat -c %s "$out") bytes"
done
echo "== done $(date -u +%FT%TZ)"
