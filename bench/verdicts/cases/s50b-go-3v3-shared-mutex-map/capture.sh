#!/bin/sh
# Reproduces the capture: builds both variants, then 3 interleaved runs per side
# (b1, a1, b2, a2, b3, a3), each under the shared capture lock.
set -e
cd "$(dirname "$0")"
sh workload/build.sh
go version
mkdir -p before after
for i in 1 2 3; do
  for side in before after; do
    echo "== $side run-$i $(date -u +%H:%M:%S) load: $(cut -d' ' -f1-3 /proc/loadavg)"
    flock /tmp/flamediff-capture.lock workload/wc_$side -lines 2000000 -workers 4 -cpuprofile $side/run-$i.pb.gz
  done
done
