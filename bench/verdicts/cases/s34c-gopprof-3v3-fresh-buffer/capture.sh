#!/bin/bash
# Builds the request-handler workload twice (before: pooled buffer; after: -tags fresh,
# a fresh 64 KiB []byte per request) and captures 3 runtime/pprof CPU profiles per side,
# interleaved before-1, after-1, before-2, ... Each profiled run holds the shared lock.
set -euo pipefail
CASE=$(cd "$(dirname "$0")" && pwd)
WORK=/tmp/s34c/gopprof-fresh-buffer
export PATH=$PATH:/usr/local/go/bin
exec > >(tee "$CASE/capture.log") 2>&1
rm -rf "$WORK" && mkdir -p "$WORK" && cp "$CASE"/workload/* "$WORK"/
cd "$WORK"
echo "# $(date -u +%FT%TZ) $(uname -r) nproc=$(nproc)"
go version
go build -o before . && go build -tags fresh -o after .
rm -f "$CASE"/before/run-* "$CASE"/after/run-*
for i in 1 2 3; do
  for side in before after; do
    echo "## $side run-$i"
    flock /tmp/flamediff-capture.lock /usr/bin/time -f "wall=%es user=%Us sys=%Ss maxrss=%MKB" \
      ./$side -requests 25000 -workers 2 -hz 250 -cpuprofile "$CASE/$side/run-$i.pb.gz"
  done
done
ls -l "$CASE"/before "$CASE"/after
