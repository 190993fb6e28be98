#!/bin/bash
# Control: before/ and after/ build and run identical copies of the orders program.
# 3 runs per side, interleaved before-1, after-1, before-2, ...
set -euo pipefail
cd "$(dirname "$0")"
CASE=$PWD
export PATH=$PATH:/usr/local/go/bin
SCRATCH=/tmp/s35d/c3
go version
for side in before after; do
  rm -rf $SCRATCH/build-$side && mkdir -p $SCRATCH/build-$side
  cp -r "$CASE/workload/$side/." $SCRATCH/build-$side/
  (cd $SCRATCH/build-$side && go build -o orders .)
  echo "$side binary sha256: $(sha256sum $SCRATCH/build-$side/orders | cut -c1-16)"
done
for i in 1 2 3; do
  for side in before after; do
    echo "=== $side run-$i $(date -u +%H:%M:%S)"
    cd $SCRATCH/build-$side
    /usr/bin/time -f "elapsed %e s user %U s sys %S s" \
      flock /tmp/flamediff-capture.lock \
      ./orders -cpuprofile "$CASE/$side/run-$i.pb.gz" 2>&1
    go tool pprof -raw "$CASE/$side/run-$i.pb.gz" 2>/dev/null | awk '/^Samples:/{f=1;next} /^Locations/{f=0} f && /^ *[0-9]+ +[0-9]+:/{n+=$1} END{print "samples: " n}'
    cd "$CASE"
  done
done
