#!/usr/bin/env bash
# Build both sides, then 3 interleaved CPU-profile runs per side (runtime/pprof, default 100 Hz).
set -euo pipefail
cd "$(dirname "$0")"
export PATH=$PATH:/usr/local/go/bin
LOCK=/tmp/flamediff-capture.lock
BIN=$(mktemp -d /tmp/s35c-c3.XXXXXX)
go version
for side in before after; do
  (cd "workload/$side" && go build -o "$BIN/tally-$side" .)
done
mkdir -p before after
for i in 1 2 3; do
  for side in before after; do
    out="$side/run-$i.pb.gz"
    echo "== $side run $i"
    /usr/bin/time -f "$side run $i: elapsed(incl. lock wait)=%es user=%Us sys=%Ss" \
      flock "$LOCK" "$BIN/tally-$side" -cpuprofile "$out"
    go tool pprof -top -nodecount=0 "$out" 2>/dev/null | grep -E '^(Duration|Showing)' | head -1
  done
done
