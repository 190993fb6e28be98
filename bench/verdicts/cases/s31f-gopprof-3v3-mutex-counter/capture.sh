#!/bin/bash
# Go runtime/pprof CPU profile (250 Hz via runtime.SetCPUProfileRate), 3v3 interleaved, 4 goroutines, GOMAXPROCS=2 (2 cores).
set -e
cd "$(dirname "$0")"
date; go version; nproc
(cd workload/before && go build -o ../prog-before .)
(cd workload/after && go build -o ../prog-after .)
for i in 1 2 3; do
  flock /tmp/flamediff-capture.lock ./workload/prog-before -n 80000000 -cpuprofile before/run-$i.pb.gz
  flock /tmp/flamediff-capture.lock ./workload/prog-after  -n 80000000 -cpuprofile after/run-$i.pb.gz
done
rm -f workload/prog-before workload/prog-after
ls -l before after
date
