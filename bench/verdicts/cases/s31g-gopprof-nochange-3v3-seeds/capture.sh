#!/bin/bash
# Case s31g-gopprof-nochange-3v3-seeds: Go runtime/pprof CPU profile (default 100 Hz), interleaved 3v3.
# Same binary both sides; before uses seeds 11,12,13 and after uses seeds 21,22,23.
set -e
cd "$(dirname "$0")"
go version
(cd workload && go build -o routeplan .)
for i in 1 2 3; do
  echo "== before run-$i seed 1$i $(date -u +%T)"
  flock /tmp/flamediff-capture.lock ./workload/routeplan -seed 1$i -cpuprofile before/run-$i.pb.gz
  echo "== after run-$i seed 2$i $(date -u +%T)"
  flock /tmp/flamediff-capture.lock ./workload/routeplan -seed 2$i -cpuprofile after/run-$i.pb.gz
done
ls -la before after
