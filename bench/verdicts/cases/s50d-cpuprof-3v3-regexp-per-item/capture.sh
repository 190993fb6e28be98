#!/bin/bash
# node --cpu-prof, 3 runs per side, interleaved b1 a1 b2 a2 b3 a3.
set -euo pipefail
HERE="$(cd "$(dirname "$0")" && pwd)"
LOCK=/tmp/flamediff-capture.lock
TMP=${TMP:-/tmp/s50d/cpuprof-regexp}
N=20000; ROUNDS=80
mkdir -p "$TMP" "$HERE/before" "$HERE/after"
echo "== $(date -u +%FT%TZ) node $(node --version) $(cat /proc/loadavg)"
"$HERE/workload/build.sh"
for i in 1 2 3; do
  for side in before after; do
    out="$HERE/$side/run-$i.cpuprofile.json"
    rm -rf "$TMP/$side-$i"; mkdir -p "$TMP/$side-$i"; rm -f "$out"
    echo "== capture $side run $i ($(cat /proc/loadavg))"
    ( time flock "$LOCK" node --cpu-prof --cpu-prof-dir "$TMP/$side-$i" "$HERE/workload/logproc_$side.cjs" $N $ROUNDS ) 2>&1
    mv "$TMP/$side-$i"/*.cpuprofile "$out"
    echo "profile size $(stat -c %s "$out") bytes"
  done
done
echo "== done $(date -u +%FT%TZ)"
