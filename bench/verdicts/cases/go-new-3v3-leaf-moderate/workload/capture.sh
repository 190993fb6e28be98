#!/usr/bin/env bash
# capture.sh : 3 runs a side, interleaved b1 a1 b2 a2 b3 a3, each its own process.
# runtime/pprof CPU profile at the default 100 Hz, GOMAXPROCS=2, 90 passes over 20000 records.
set -euo pipefail
C=$(cd "$(dirname "$0")/.." && pwd)
mkdir -p "$C/before" "$C/after"
for i in 1 2 3; do
  env GOMAXPROCS=2 /tmp/cna/go1/ordersvc -change none -rounds 90 -cpuprofile "$C/before/run-$i.pprof"
  env GOMAXPROCS=2 /tmp/cna/go1/ordersvc -change slow_fingerprint -rounds 90 -cpuprofile "$C/after/run-$i.pprof"
done
