#!/bin/bash
# Rerunnable capture for s36c-gopprof-1v1-decode-twice. Order: b1, a1.
set -euo pipefail
cd "$(dirname "$0")"
T=$(mktemp -d /tmp/s36c-orderpipe.XXXX)
go version
for side in before after; do
  (cd workload/$side && go build -o $T/orderpipe-$side .)
done
mkdir -p before after
for i in 1; do
  for side in before after; do
    echo "== $side run $i"
    flock /tmp/flamediff-capture.lock $T/orderpipe-$side -n 60000 -workers 4 -cpuprofile $side/run-$i.pb.gz
    go tool pprof -top $side/run-$i.pb.gz 2>/dev/null | sed -n '4,5p'
  done
done
rm -rf "$T"
