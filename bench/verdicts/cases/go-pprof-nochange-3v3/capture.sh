#!/usr/bin/env bash
# Reproduces this case: builds workload/before and workload/after (standard library only),
# then runs them interleaved (before 1, after 1, before 2, ...), each run its own process,
# GOMAXPROCS=2, 3 run(s) a side of 3 s each, one capture at a time (shared flock).
# Profiles: runtime/pprof StartCPUProfile output (gzipped protobuf, as Go writes it).
set -euo pipefail
cd "$(dirname "$0")"
RUNS=3
DUR=3s
GO=${GO:-/usr/local/go/bin/go}
export GOFLAGS=-mod=mod GOMAXPROCS=2
tmp=$(mktemp -d); trap 'rm -rf "$tmp"' EXIT
for side in before after; do
  mkdir -p "$tmp/$side"
  (cd "workload/$side" && "$GO" build -trimpath -o "$tmp/$side/logsvc" .)
done
mkdir -p before after
rm -f before/run-*.pprof after/run-*.pprof
: > capture.log
for i in $(seq 1 "$RUNS"); do
  for side in before after; do
    echo "$side run-$i start $(date -u +%FT%T.%3NZ)" >> capture.log
    flock /tmp/flamediff-capture.lock "$tmp/$side/logsvc" -cpuprofile "$side/run-$i.pprof" -dur "$DUR" 2>> capture.log
  done
done
