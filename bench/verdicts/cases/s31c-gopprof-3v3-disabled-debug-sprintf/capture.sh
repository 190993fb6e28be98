#!/bin/bash
# Case s31c-gopprof-3v3-disabled-debug-sprintf: runtime/pprof CPU profile (100 Hz), 3 runs a side, interleaved.
set -euo pipefail
cd "$(dirname "$0")"
mkdir -p before after
go version
for v in before after; do
  (cd workload/$v && go build -o ingest .)
done
for i in 1 2 3; do
  for v in before after; do
    echo "== $v run $i  $(date +%T)  load: $(cut -d' ' -f1-3 /proc/loadavg)"
    flock /tmp/flamediff-capture.lock ./workload/$v/ingest -d 9s -cpuprofile $v/run-$i.pb.gz
    ls -l $v/run-$i.pb.gz
  done
done
echo "== done $(date +%T)  load: $(cut -d' ' -f1-3 /proc/loadavg)"
