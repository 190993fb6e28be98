#!/bin/bash
# Go 1.19 runtime/pprof CPU profile (-cpuprofile flag), 3 runs per side, interleaved before/after.
set -euo pipefail
HERE="$(cd "$(dirname "$0")" && pwd)"
LOCK=/tmp/flamediff-capture.lock
N=400000; WORKERS=4
mkdir -p "$HERE/before" "$HERE/after"
echo "== $(date -u +%FT%TZ) $(/usr/lib/go-1.19/bin/go version) load: $(cut -d' ' -f1-3 /proc/loadavg)"
"$HERE/workload/build.sh"
for i in 1 2 3; do
  for side in before after; do
    out="$HERE/$side/run-$i.pprof"
    rm -f "$out"
    echo "== capture $side run $i (load $(cut -d' ' -f1-3 /proc/loadavg))"
    ( time flock "$LOCK" "$HERE/workload/orders_$side" -n $N -workers $WORKERS -cpuprofile "$out" ) 2>&1
    echo "profile size $(stat -c %s "$out") bytes"
  done
done
echo "== done $(date -u +%FT%TZ)"
echo "== measure"
cd "$HERE" && python3 measure.py 'payloadDigest=^main\.payloadDigest$' 'sha256=^crypto/sha256\.' 'main.handle=^main\.handle$' \
  'parseForm=^main\.parseForm$' 'renderResponse=^main\.renderResponse$' 'priceLines=^main\.priceLines$' 'makePayload=^main\.makePayload$' \
  'gc=^runtime\.gcBgMarkWorker$' 'mallocgc=^runtime\.mallocgc$'
