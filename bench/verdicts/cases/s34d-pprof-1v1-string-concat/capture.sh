#!/usr/bin/env bash
# Captures s34d-pprof-1v1-string-concat: Go runtime/pprof CPU profile (100 Hz), 1 run per side.
# before: default build (strings.Builder); after: -tags concat (s += line).
set -euo pipefail
HERE=$(cd "$(dirname "$0")" && pwd)
export PATH=/usr/local/go/bin:$PATH
BUILD=/tmp/s34d/c4/build; mkdir -p "$BUILD"
echo "date: $(date -u +%FT%TZ)"
echo "go: $(go version)"
(cd "$HERE/workload" && go build -o "$BUILD/before" . && go build -tags concat -o "$BUILD/after" .)
for run in 1; do
  for side in before after; do
    echo "== $side run-$run"
    flock /tmp/flamediff-capture.lock \
      /usr/bin/time -f "time: wall=%es user=%Us sys=%Ss" \
      "$BUILD/$side" -accounts 6000 -txns 40 -rounds 3 -cpuprofile "$HERE/$side/run-$run.pb.gz" 2>&1
  done
done
echo "== measure"
bash "$HERE/measure.sh" "$HERE"/before/run-1.pb.gz "$HERE"/after/run-1.pb.gz
