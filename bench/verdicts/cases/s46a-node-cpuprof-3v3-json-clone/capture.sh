#!/bin/bash
# node --cpu-prof, 3 runs per side, interleaved before/after.
set -euo pipefail
HERE="$(cd "$(dirname "$0")" && pwd)"
LOCK=/tmp/flamediff-capture.lock
TMP=${TMP:-/tmp/s46a/node-json-clone}
N=60000; ROUNDS=1
mkdir -p "$HERE/before" "$HERE/after"
echo "== $(date -u +%FT%TZ) node $(node --version)"
"$HERE/workload/build.sh"
for i in 1 2 3; do
  for side in before after; do
    out="$HERE/$side/run-$i.cpuprofile.json"
    rm -rf "$out" "$TMP/prof"; mkdir -p "$TMP/prof"
    echo "== capture $side run $i"
    ( time flock "$LOCK" node --cpu-prof --cpu-prof-dir "$TMP/prof" \
        "$HERE/workload/server_$side.cjs" $N $ROUNDS ) 2>&1
    mv "$TMP"/prof/*.cpuprofile "$out"
    echo "size $(stat -c %s "$out")"
  done
done
echo "== done $(date -u +%FT%TZ)"
