#!/bin/bash
# Case s32b-gopprof-1v1-format-reparse: Go runtime/pprof CPU profile at 1000 Hz, one run per side.
set -euo pipefail
cd "$(dirname "$0")"
go version
for side in before after; do (cd workload/$side && go build -o /tmp/s32b-report-$side .); done
for side in before after; do
  echo "== $side run-1 $(date -u +%T)"
  flock /tmp/flamediff-capture.lock /usr/bin/time -f "wall=%e s user=%U s" \
    /tmp/s32b-report-$side -n 900000 -hz 1000 -cpuprofile $side/run-1.pb.gz -o /tmp/s32b-report.csv
  uptime
done
md5sum /tmp/s32b-report.csv
rm -f /tmp/s32b-report.csv
ls -l before after
