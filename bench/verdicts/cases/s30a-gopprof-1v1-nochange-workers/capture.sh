#!/bin/bash
# Case s30a-gopprof-1v1-nochange-workers: Go runtime/pprof CPU profile, 1 run a side.
# Same binary both sides; before = 2 workers for 3 s, after = 4 workers for 8 s.
set -euo pipefail
cd "$(dirname "$0")"
go version
(cd workload && go build -o /tmp/s30a-tally .)
echo "== before run-1: $(date +%T)"
flock /tmp/flamediff-capture.lock /usr/bin/time -f "wall=%es user=%Us sys=%Ss" \
  /tmp/s30a-tally -workers 2 -duration 3s -cpuprofile before/run-1.pb.gz
echo "== after run-1: $(date +%T)"
flock /tmp/flamediff-capture.lock /usr/bin/time -f "wall=%es user=%Us sys=%Ss" \
  /tmp/s30a-tally -workers 4 -duration 8s -cpuprofile after/run-1.pb.gz
ls -l before after
