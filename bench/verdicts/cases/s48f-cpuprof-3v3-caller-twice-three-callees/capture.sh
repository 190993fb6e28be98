#!/bin/bash
# node --cpu-prof (V8 inlining off: --no-turbo-inlining, so the three callees keep their own frames), 3 runs per side, interleaved b1 a1 b2 a2 b3 a3.
set -euo pipefail
HERE="$(cd "$(dirname "$0")" && pwd)"
LOCK=/tmp/flamediff-capture.lock
TMP=${TMP:-/tmp/s48f/cpuprof}
NKEYS=60000
echo "== $(date -u +%FT%TZ) node $(node --version)"
mkdir -p "$HERE/before" "$HERE/after"
for i in 1 2 3; do
  for side in before after; do
    out="$HERE/$side/run-$i.cpuprofile.json"
    rm -rf "$TMP"; mkdir -p "$TMP"; rm -f "$out"
    echo "== capture $side run $i"
    ( time flock "$LOCK" node --no-turbo-inlining --cpu-prof --cpu-prof-dir "$TMP" "$HERE/workload/app_$side.js" $NKEYS | md5sum ) 2>&1
    mv "$TMP"/*.cpuprofile "$out"
    echo "size $(stat -c %s "$out") bytes"
  done
done
rm -rf "$TMP"
echo "== done $(date -u +%FT%TZ)"
