#!/bin/bash
# node --cpu-prof (Node 20), 3 runs per side, interleaved b1 a1 b2 a2 b3 a3.
set -euo pipefail
HERE="$(cd "$(dirname "$0")" && pwd)"
LOCK=/tmp/flamediff-capture.lock
TMP=${TMP:-/tmp/s44d/cpuprof}
N=360000
mkdir -p "$TMP" "$HERE/before" "$HERE/after"
echo "== $(date -u +%FT%TZ) node $(node --version) load: $(cut -d' ' -f1-3 /proc/loadavg)"
"$HERE/workload/build.sh"
for i in 1 2 3; do
  for side in before after; do
    out="$HERE/$side/run-$i.cpuprofile"
    rm -rf "$out" "$TMP/$side-$i"; mkdir -p "$TMP/$side-$i"
    echo "== capture $side run $i (load $(cut -d' ' -f1-3 /proc/loadavg))"
    ( time flock "$LOCK" node --cpu-prof --cpu-prof-dir "$TMP/$side-$i" "$HERE/workload/$side/server.js" $N ) 2>&1
    mv "$TMP/$side-$i"/*.cpuprofile "$out"; rmdir "$TMP/$side-$i"
    ls -l "$out"
  done
done
echo "== done $(date -u +%FT%TZ)"
echo "== measure"
cd "$HERE" && python3 measure.py 'handleOrder=^handleOrder\b' 'JSON.parse/stringify=^(JSON\.)?(parse|stringify)\b' \
  'handleQuote=^handleQuote\b' 'validateOrder=^validateOrder\b' 'priceLines=^priceLines\b' \
  'makeRequest=^makeRequest\b' 'route=^route\b' '(garbage collector)=^\(garbage collector\)' \
  before/run-*.cpuprofile after/run-*.cpuprofile
