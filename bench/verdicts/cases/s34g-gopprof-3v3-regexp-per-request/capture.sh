#!/bin/bash
# Captures s34g-gopprof-3v3-regexp-per-request: Go runtime/pprof CPU profile (100 Hz), 3 runs a side,
# interleaved (before 1, after 1, ...). Every profiled run under the shared flock.
set -euo pipefail
CASE=$(cd "$(dirname "$0")" && pwd)
GO=/usr/local/go/bin/go
BUILD=/tmp/s34g/c4/build
LOCK=/tmp/flamediff-capture.lock
N=140000
mkdir -p "$BUILD" "$CASE/before" "$CASE/after"
echo "== $(date -Is) $(uname -r) nproc=$(nproc)"
echo "== $($GO version)"
for side in before after; do
  echo "== build $side: (cd workload/$side && go build -o $BUILD/ordersvc-$side .)"
  (cd "$CASE/workload/$side" && $GO build -o "$BUILD/ordersvc-$side" .)
done
rm -f "$CASE"/before/run-*.pb.gz "$CASE"/after/run-*.pb.gz
for i in 1 2 3; do
  for side in before after; do
    out="$CASE/$side/run-$i.pb.gz"
    echo "== $side run $i: ordersvc-$side -n $N -workers 2 -cpuprofile $out"
    flock "$LOCK" /usr/bin/time -f "   time: %e s wall, %U s user, %S s sys" \
      "$BUILD/ordersvc-$side" -n $N -workers 2 -cpuprofile "$out" 2>&1
  done
done
echo "== done $(date -Is)"
