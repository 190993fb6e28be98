#!/bin/bash
# Go 1.19 runtime/pprof CPU profile, 1 run per side; same program, only -seed differs (control).
set -euo pipefail
HERE="$(cd "$(dirname "$0")" && pwd)"
LOCK=/tmp/flamediff-capture.lock
DAYS=120
mkdir -p "$HERE/before" "$HERE/after"
echo "== $(date -u +%FT%TZ) $(/usr/lib/go-1.19/bin/go version) load: $(cut -d' ' -f1-3 /proc/loadavg)"
"$HERE/workload/build.sh"
cmp "$HERE/workload/routeplan_before" "$HERE/workload/routeplan_after" && echo "binaries identical" || echo "binaries differ (same source)"
declare -A SEED=([before]=11 [after]=29)
for i in 1; do
  for side in before after; do
    out="$HERE/$side/run-$i.pprof"
    rm -f "$out"
    echo "== capture $side run $i seed ${SEED[$side]} (load $(cut -d' ' -f1-3 /proc/loadavg))"
    ( time flock "$LOCK" "$HERE/workload/routeplan_$side" -seed ${SEED[$side]} -days $DAYS -cpuprofile "$out" | tail -3 ) 2>&1
    ls -l "$out"
  done
done
rm -f "$HERE/workload/routeplan_before" "$HERE/workload/routeplan_after"
echo "== done $(date -u +%FT%TZ)"
echo "== measure"
cd "$HERE" && python3 measure.py 'twoOpt=\bmain\.twoOpt\b' 'reverseSegment=\bmain\.reverseSegment\b' 'dist=\bmain\.dist\b' \
  'nearestNeighbourRoute=\bmain\.nearestNeighbourRoute\b' 'assignOrders=\bmain\.assignOrders\b' 'generate=\bmain\.generate\b' \
  'planDepot=\bmain\.planDepot\b' 'buildManifest=\bmain\.buildManifest\b' 'fmt=^fmt\.' 'mallocgc=^runtime\.mallocgc\b' 'gcBgMarkWorker=^runtime\.gcBgMarkWorker\b' before/run-*.pprof after/run-*.pprof
