#!/bin/bash
# Control: same binary, same input; before runs 55,000 iterations (~2 s CPU), after 165,000 (~6 s CPU).
set -euo pipefail
cd "$(dirname "$0")"
CASE=$(pwd)
BIN=/tmp/s39c/c5-build/w; mkdir -p "$(dirname "$BIN")"
go version
(cd workload && go build -o "$BIN" .)
/usr/bin/time -f "before run-1: %e s wall (incl. lock wait), %U s user" \
  flock /tmp/flamediff-capture.lock "$BIN" -iters=55000 -cpuprofile="$CASE/before/run-1.pprof"
/usr/bin/time -f "after run-1: %e s wall (incl. lock wait), %U s user" \
  flock /tmp/flamediff-capture.lock "$BIN" -iters=165000 -cpuprofile="$CASE/after/run-1.pprof"
ls -l before after
