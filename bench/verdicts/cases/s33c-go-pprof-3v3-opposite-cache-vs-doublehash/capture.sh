#!/bin/bash
# Case s33c-go-pprof-3v3-opposite-cache-vs-doublehash: Go runtime/pprof CPU profiles (default 100 Hz),
# 8 s per run, interleaved before-1, after-1, before-2, ...
set -euo pipefail
cd "$(dirname "$0")"
go version
bin=$(mktemp -d)
(cd workload/before && go build -o "$bin/billing-before" .)
(cd workload/after  && go build -o "$bin/billing-after" .)
for i in 1 2 3; do
  for side in before after; do
    echo "== $side run-$i $(date +%T)"
    flock /tmp/flamediff-capture.lock "$bin/billing-$side" -dur 8s -cpuprofile "$side/run-$i.pb.gz"
  done
done
rm -rf "$bin"
