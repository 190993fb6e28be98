#!/bin/bash
# Go runtime/pprof CPU profile, control: same source and input on both sides,
# rebuilt separately for "after". 3 runs per side, interleaved b1 a1 b2 a2 b3 a3.
set -euo pipefail
HERE="$(cd "$(dirname "$0")" && pwd)"
LOCK=/tmp/flamediff-capture.lock
TMP=${TMP:-/tmp/s44c/go-gc}
mkdir -p "$TMP" "$HERE/before" "$HERE/after"
echo "== $(date -u +%FT%TZ) $(/usr/lib/go-1.19/bin/go version) GOMAXPROCS=2"
"$HERE/workload/build.sh" "$TMP/sessionagg_before"
rm -rf "$TMP/gocache"; GOCACHE="$TMP/gocache" "$HERE/workload/build.sh" "$TMP/sessionagg_after"   # fresh rebuild
sha256sum "$TMP"/sessionagg_*
for i in 1 2 3; do
  for side in before after; do
    out="$HERE/$side/run-$i.pprof"
    echo "== capture $side run $i"
    ( time flock "$LOCK" env GOMAXPROCS=2 "$TMP/sessionagg_$side" -batches 60 -per 20000 -seed 7 -cpuprofile "$out" ) 2>&1
  done
done
rm -rf "$TMP"
echo "== shares (workload/share.py)"
python3 "$HERE/workload/share.py" pprof 'main\.runBatches|||runtime\.gcBgMarkWorker|||runtime\.(gcBgMarkWorker|gcAssistAlloc)|||runtime\.mallocgc|||main\.parseLine|||main\.renderReport' "$HERE"/before/run-*.pprof "$HERE"/after/run-*.pprof
echo "== done $(date -u +%FT%TZ)"
