#!/bin/bash
# Control: same program, same -rounds/-n, only -seed differs (before: 11,12,13; after: 21,22,23).
set -euo pipefail
HERE="$(cd "$(dirname "$0")" && pwd)"
BIN=/tmp/s41c/gcchurn
mkdir -p /tmp/s41c "$HERE/before" "$HERE/after"
go version
(cd "$HERE/workload" && go build -o "$BIN" .)
i=1; for s in 11 12 13; do
  flock /tmp/flamediff-capture.lock "$BIN" -seed $s -rounds 25 -n 100000 -cpuprofile "$HERE/before/run-$i.pprof"
  i=$((i+1)); done
i=1; for s in 21 22 23; do
  flock /tmp/flamediff-capture.lock "$BIN" -seed $s -rounds 25 -n 100000 -cpuprofile "$HERE/after/run-$i.pprof"
  i=$((i+1)); done
ls -l "$HERE/before" "$HERE/after"
