#!/bin/bash
# Capture s26-gopprof-heap-3v3-retain: Go heap profiles (runtime.MemProfileRate = 512,
# runtime.GC() then pprof.WriteHeapProfile at the end of main while results are reachable).
# Both variants are built from the same build path with -trimpath and run from the same
# binary path. 3 runs a side, interleaved b1 a1 b2 a2 b3 a3.
set -euo pipefail
CASE=$(cd "$(dirname "$0")" && pwd)
BUILD=/tmp/s26-goheap-build
rm -rf "$BUILD"; mkdir -p "$BUILD" "$CASE/before" "$CASE/after"
go version
cp "$CASE/workload/go.mod" "$BUILD/go.mod"
for side in before after; do
  cp "$CASE/workload/$side/main.go" "$BUILD/main.go"
  ( cd "$BUILD" && go build -trimpath -o "inventory.$side" . )
done
for i in 1 2 3; do
  for side in before after; do
    echo "== $side run-$i"
    cp "$BUILD/inventory.$side" "$BUILD/inventory"
    ( cd "$BUILD" && flock /tmp/flamediff-capture.lock \
        ./inventory -n 200000 -memprofile "$CASE/$side/run-$i.pb.gz" )
  done
done
rm -rf "$BUILD"
echo "== share of samples whose stack contains main.computeScores (own script)"
python3 "$CASE/workload/pprofshares.py" main.computeScores "$CASE"/before/run-*.pb.gz "$CASE"/after/run-*.pb.gz
