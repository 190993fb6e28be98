#!/bin/bash
# node --cpu-prof, invoice pricer, 1 run per side (before, then after).
# Each variant is copied to the same path ($TMP/app/invoice.js) so both profiles carry the same script URL.
set -euo pipefail
HERE="$(cd "$(dirname "$0")" && pwd)"
LOCK=/tmp/flamediff-capture.lock
TMP=${TMP:-/tmp/s45a/cpuprof-two-callees}
BATCHES=8
mkdir -p "$TMP/app" "$HERE/before" "$HERE/after"
echo "== $(date -u +%FT%TZ) node $(node --version)"
for side in before after; do
  cp "$HERE/workload/src-$side/invoice.js" "$TMP/app/invoice.js"
  rm -rf "$TMP/prof"
  echo "== capture $side run 1"
  ( time flock "$LOCK" node --cpu-prof --cpu-prof-dir "$TMP/prof" "$TMP/app/invoice.js" $BATCHES ) 2>&1
  mv "$TMP"/prof/*.cpuprofile "$HERE/$side/run-1.cpuprofile.json"
  echo "size $(stat -c %s "$HERE/$side/run-1.cpuprofile.json") bytes"
done
echo "== done $(date -u +%FT%TZ)"
