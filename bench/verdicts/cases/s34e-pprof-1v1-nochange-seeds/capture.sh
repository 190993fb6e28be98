#!/bin/bash
# Control: builds the sessionizer once and runs the SAME binary twice with
# different input seeds (before: -seed 11, after: -seed 12), one Go
# runtime/pprof CPU profile each (default 100 Hz), each run under the shared
# capture lock. Output: before/run-1.pb.gz, after/run-1.pb.gz.
set -euo pipefail
HERE=$(cd "$(dirname "$0")" && pwd)
B=/tmp/s34e/c4-build
export PATH=$PATH:/usr/local/go/bin
rm -rf "$B" && mkdir -p "$B" && cp "$HERE"/workload/* "$B"/
cd "$B"
echo "# $(date -u +%FT%TZ) $(go version) $(uname -r)"
go build -o sessionize .
echo "# built once: sessionize ($(sha256sum sessionize | cut -c1-16))"
ARGS="-rounds 5"
i=1
for side in before after; do
  seed=$([ $side = before ] && echo 11 || echo 12)
  echo "## $side run-$i: ./sessionize $ARGS -seed $seed -cpuprofile $HERE/$side/run-$i.pb.gz"
  flock /tmp/flamediff-capture.lock /usr/bin/time -f "wall=%e s user=%U s sys=%S s" \
    ./sessionize $ARGS -seed $seed -cpuprofile "$HERE/$side/run-$i.pb.gz" 2>&1
done
