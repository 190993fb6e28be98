#!/bin/bash
# Builds the order-pricing workload both ways and captures one Go runtime/pprof
# CPU profile per side (default 100 Hz), before then after, each run under the
# shared capture lock. Output: before/run-1.pb.gz, after/run-1.pb.gz.
set -euo pipefail
HERE=$(cd "$(dirname "$0")" && pwd)
B=/tmp/s34e/c1-build
export PATH=$PATH:/usr/local/go/bin
rm -rf "$B" && mkdir -p "$B" && cp "$HERE"/workload/* "$B"/
cd "$B"
echo "# $(date -u +%FT%TZ) $(go version) $(uname -r)"
go build -o before .
go build -tags linear -o after .
echo "# built: before (map index), after (-tags linear: slice scan)"
ARGS="-catalog 96 -passes 26 -seed 7"
for i in 1; do
  for side in before after; do
    echo "## $side run-$i: ./$side $ARGS -cpuprofile $HERE/$side/run-$i.pb.gz"
    flock /tmp/flamediff-capture.lock /usr/bin/time -f "wall=%e s user=%U s sys=%S s" \
      ./$side $ARGS -cpuprofile "$HERE/$side/run-$i.pb.gz" 2>&1
  done
done
