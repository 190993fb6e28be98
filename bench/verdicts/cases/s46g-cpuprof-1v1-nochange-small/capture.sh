#!/bin/bash
# node --cpu-prof, 1 run per side, same program and input (control).
set -euo pipefail
HERE="$(cd "$(dirname "$0")" && pwd)"
LOCK=/tmp/flamediff-capture.lock
TMP=${TMP:-/tmp/s46g/cpuprof}
ROUNDS=120
mkdir -p "$HERE/before" "$HERE/after"
echo "== $(date -u +%FT%TZ) node $(node --version)"
"$HERE/workload/build.sh"
for i in 1; do
  for side in before after; do
    out="$HERE/$side/run-$i.cpuprofile.json"
    rm -rf "$TMP" "$out"; mkdir -p "$TMP"
    echo "== capture $side run $i"
    ( time flock "$LOCK" node --cpu-prof --cpu-prof-dir "$TMP" "$HERE/workload/tokens.js" $ROUNDS ) 2>&1
    mv "$TMP"/*.cpuprofile "$out"
    ls -l "$out"
  done
done
rm -rf "$TMP"
echo "== done $(date -u +%FT%TZ)"
