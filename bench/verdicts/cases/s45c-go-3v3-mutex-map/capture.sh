#!/bin/bash
# Go runtime/pprof CPU profile, 3 runs per side interleaved (b1 a1 b2 a2 b3 a3).
# before: per-worker maps merged at the end (tally_local.go); after (-tags shared): one map behind one sync.Mutex.
set -euo pipefail
HERE="$(cd "$(dirname "$0")" && pwd)"
LOCK=/tmp/flamediff-capture.lock
BIN=${BIN:-/tmp/s45c/go}
ARGS="-workers 4 -lines 20000 -passes 120"
export GOTOOLCHAIN=local
mkdir -p "$BIN" "$HERE/before" "$HERE/after"
echo "== $(date -u +%FT%TZ) $(go version) nproc=$(nproc) load: $(cut -d' ' -f1-3 /proc/loadavg)"
(cd "$HERE/workload" && go build -o "$BIN/hitcount-before" . && go build -tags shared -o "$BIN/hitcount-after" .)
for i in 1 2 3; do
  for side in before after; do
    out="$HERE/$side/run-$i.pb.gz"
    rm -f "$out"
    echo "== capture $side run $i"
    ( time flock "$LOCK" "$BIN/hitcount-$side" $ARGS -cpuprofile "$out" ) 2>&1
    echo "bytes: $(wc -c < "$out"); $(go tool pprof -top "$out" 2>/dev/null | grep -m1 'Total samples')"
  done
done
rm -f "$BIN/hitcount-before" "$BIN/hitcount-after"
echo "== done $(date -u +%FT%TZ)"
