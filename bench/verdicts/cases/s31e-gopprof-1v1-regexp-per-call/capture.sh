#!/bin/bash
# Go runtime/pprof CPU profile (default 100 Hz), one run a side, interleaved before/after.
set -e
cd "$(dirname "$0")"
for s in before after; do (cd workload/$s && go build -o /tmp/s31e/go-$s .); done
go version
uptime
flock /tmp/flamediff-capture.lock /tmp/s31e/go-before -cpuprofile before/run-1.pb.gz -n 1500000 -seed 11
uptime
flock /tmp/flamediff-capture.lock /tmp/s31e/go-after -cpuprofile after/run-1.pb.gz -n 1500000 -seed 12
uptime
