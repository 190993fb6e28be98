#!/usr/bin/env bash
# Builds workload/ (Go) and captures 3 before + 3 after runtime/pprof CPU profiles
# (default 100 Hz). After = same binary with -extra-routing.
set -euo pipefail
cd "$(dirname "$0")"
B=/tmp/s40l/bin; mkdir -p $B before after
go version
(cd workload && go build -o $B/warehouse .)
for i in 1 2 3; do
  echo "== before run $i"
  flock /tmp/flamediff-capture.lock $B/warehouse -cpuprofile before/run-$i.pprof
  echo "== after run $i"
  flock /tmp/flamediff-capture.lock $B/warehouse -cpuprofile after/run-$i.pprof -extra-routing
done
ls -l before after
