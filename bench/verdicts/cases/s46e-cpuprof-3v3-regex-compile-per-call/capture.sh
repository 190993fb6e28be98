#!/bin/bash
# node --cpu-prof, 3 runs per side, interleaved before/after, under flock.
set -euo pipefail
HERE="$(cd "$(dirname "$0")" && pwd)"
LOCK=/tmp/flamediff-capture.lock
TMP=${TMP:-/tmp/s46e/cpuprof-regex}
ARGS="150000 5"
mkdir -p "$TMP" "$HERE/before" "$HERE/after"
echo "== $(date -u +%FT%TZ) node $(node --version)"
"$HERE/workload/build.sh"
for i in 1 2 3; do
  for side in before after; do
    out="$HERE/$side/run-$i.cpuprofile.json"
    rm -rf "$TMP/$side-$i"; mkdir -p "$TMP/$side-$i"
    echo "== capture $side run $i"
    ( time flock "$LOCK" node --cpu-prof --cpu-prof-dir "$TMP/$side-$i" \
        "$HERE/workload/logstats.$side.js" $ARGS ) 2>&1
    mv "$TMP/$side-$i"/*.cpuprofile "$out"
    echo "size $(stat -c %s "$out") bytes"
  done
done
echo "== done $(date -u +%FT%TZ)"
