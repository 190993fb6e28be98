#!/bin/bash
# Control: node --cpu-prof, same program and input on both sides, 3 runs per side interleaved.
set -euo pipefail
HERE="$(cd "$(dirname "$0")" && pwd)"
LOCK=/tmp/flamediff-capture.lock
TMP=${TMP:-/tmp/s45c/cpuprof}
ARGS="100 20000 45"
mkdir -p "$HERE/before" "$HERE/after"
echo "== $(date -u +%FT%TZ) node $(node --version) load: $(cut -d' ' -f1-3 /proc/loadavg)"
for i in 1 2 3; do
  for side in before after; do
    out="$HERE/$side/run-$i.cpuprofile.json"
    rm -rf "$TMP"; mkdir -p "$TMP"; rm -f "$out"
    echo "== capture $side run $i"
    ( time flock "$LOCK" node --cpu-prof --cpu-prof-dir "$TMP" "$HERE/workload/orders.js" $ARGS ) 2>&1
    mv "$TMP"/*.cpuprofile "$out"
    echo "bytes: $(wc -c < "$out"); samples: $(node -e 'console.log(JSON.parse(require("fs").readFileSync(process.argv[1])).samples.length)' "$out")"
  done
done
rm -rf "$TMP"
echo "== done $(date -u +%FT%TZ)"
