#!/usr/bin/env bash
# Case s33d-gopprof-3v3-slice-index-improvement: Go runtime/pprof CPU profile (default 100 Hz),
# 3 runs a side, interleaved. Fixed work: 50000 documents per run, seed = run number.
set -euo pipefail
CASE="$(cd "$(dirname "$0")" && pwd)"
BUILD="$(mktemp -d /tmp/s33d-goscorer.XXXXXX)"
go version
for side in before after; do (cd "$CASE/workload/$side" && go build -o "$BUILD/scorer_$side" .); done
mkdir -p "$CASE/before" "$CASE/after"
for i in 1 2 3; do
  for side in before after; do
    echo "== $side run $i  $(date +%T)  load: $(cut -d' ' -f1-3 /proc/loadavg)"
    flock /tmp/flamediff-capture.lock /usr/bin/time -f "wall %e s, user %U s" \
      "$BUILD/scorer_$side" -docs 50000 -seed "$i" -cpuprofile "$CASE/$side/run-$i.pb.gz"
  done
done
rm -rf "$BUILD"
