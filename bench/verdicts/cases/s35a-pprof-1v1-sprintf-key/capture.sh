#!/usr/bin/env bash
# Build both sides, then capture one runtime/pprof CPU profile per side
# (before-1, after-1), holding the shared lock per run.
set -euo pipefail
cd "$(dirname "$0")"
export PATH=$PATH:/usr/local/go/bin
BIN=${BIN:-/tmp/s35a/c3/bin}
mkdir -p "$BIN" before after
go version
for side in before after; do
  (cd "workload/$side" && go build -o "$BIN/pricecache-$side" .)
done
for run in 1; do
  for side in before after; do
    echo "== $side run-$run  $(date -u +%H:%M:%S)"
    # time is measured inside the lock (excludes waiting for other helpers)
    flock /tmp/flamediff-capture.lock /usr/bin/time -f "wall_s=%e user_s=%U sys_s=%S" \
      "$BIN/pricecache-$side" -cpuprofile "$side/run-$run.pb.gz"
    go tool pprof -raw "$side/run-$run.pb.gz" 2>/dev/null | awk '/^Samples:/{s=1;next} /^Locations/{s=0} s && /^ +[0-9]+ +[0-9]+: /{n+=$1} END {print "samples=" n}'
    go tool pprof -top -nodecount=1 "$side/run-$run.pb.gz" 2>/dev/null | grep -E '^(Duration|Showing nodes)' | head -1
  done
done
