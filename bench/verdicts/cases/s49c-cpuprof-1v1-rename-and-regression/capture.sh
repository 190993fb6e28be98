#!/bin/bash
# node --cpu-prof, 1 run per side (before then after).
set -euo pipefail
HERE="$(cd "$(dirname "$0")" && pwd)"
LOCK=/tmp/flamediff-capture.lock
TMP=${TMP:-/tmp/s49c/cpuprof-rename}
N=40000; ROUNDS=16
mkdir -p "$TMP" "$HERE/before" "$HERE/after"
echo "== $(date -u +%FT%TZ) node $(node --version) $(cat /proc/loadavg)"
"$HERE/workload/build.sh"
for i in 1; do
  for side in before after; do
    out="$HERE/$side/run-$i.cpuprofile.json"
    rm -rf "$TMP/$side-$i"; mkdir -p "$TMP/$side-$i"; rm -f "$out"
    echo "== capture $side run $i"
    ( time flock "$LOCK" node --cpu-prof --cpu-prof-dir "$TMP/$side-$i" "$HERE/workload/report_$side.cjs" $N $ROUNDS ) 2>&1
    mv "$TMP/$side-$i"/*.cpuprofile "$out"
    echo "profile size $(stat -c %s "$out") bytes"
  done
done
echo "== done $(date -u +%FT%TZ)"
