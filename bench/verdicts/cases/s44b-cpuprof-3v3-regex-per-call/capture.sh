#!/bin/bash
# node --cpu-prof (V8 CPU profile, default 1 ms interval), 3 runs per side, interleaved.
set -euo pipefail
HERE="$(cd "$(dirname "$0")" && pwd)"
LOCK=/tmp/flamediff-capture.lock
TMP=${TMP:-/tmp/s44b/cpuprof-regex}
BATCHES=100; PER_BATCH=20000
mkdir -p "$HERE/before" "$HERE/after"
echo "== $(date -u +%FT%TZ) node $(node --version)"
"$HERE/workload/build.sh"
for i in 1 2 3; do
  for side in before after; do
    out="$HERE/$side/run-$i.cpuprofile"
    rm -rf "$TMP/$side-$i"; rm -f "$out"
    echo "== capture $side run $i"
    ( time flock "$LOCK" node --cpu-prof --cpu-prof-dir "$TMP/$side-$i" \
        "$HERE/workload/$side/app.js" $BATCHES $PER_BATCH ) 2>&1
    mv "$TMP/$side-$i"/*.cpuprofile "$out"
    rm -rf "$TMP/$side-$i"
  done
done
echo "== measure"
python3 "$HERE/measure.py" -g isValidSku='^isValidSku$' -g validateOrder='^validateOrder$' \
  -g 'RegExp-code=^RegExp: ' -g generateLine='^generateLine$' -g parseLine='^parseLine$' \
  -g gc='^\(garbage collector\)$' -g processBatch='^processBatch$' \
  "$HERE"/before/run-*.cpuprofile "$HERE"/after/run-*.cpuprofile
echo "== done $(date -u +%FT%TZ)"
