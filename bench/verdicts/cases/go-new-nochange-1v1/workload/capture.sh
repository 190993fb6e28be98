#!/usr/bin/env bash
# capture.sh : go-new-3v3-leaf-moderate's before version (-change none), once a side:
# before/run-1 then after/run-1, each its own process, identical command.
# runtime/pprof CPU profile at the default 100 Hz, GOMAXPROCS=2, 90 passes over 20000 records.
set -euo pipefail
C=$(cd "$(dirname "$0")/.." && pwd)
mkdir -p "$C/before" "$C/after"
env GOMAXPROCS=2 /tmp/cna/go1/ordersvc -change none -rounds 90 -cpuprofile "$C/before/run-1.pprof"
env GOMAXPROCS=2 /tmp/cna/go1/ordersvc -change none -rounds 90 -cpuprofile "$C/after/run-1.pprof"
