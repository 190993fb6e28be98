#!/bin/bash
# Case s32d-gopprof-3v3-memoise-improvement: Go runtime/pprof CPU profile (default 100 Hz), 3 runs a side, interleaved.
set -e
cd "$(dirname "$0")"
go version
(cd workload/before && go build -o /tmp/s32d-quote-before .)
(cd workload/after && go build -o /tmp/s32d-quote-after .)
for i in 1 2 3; do
  for side in before after; do
    echo "== $side run-$i"
    /usr/bin/time -f "wall %e s" flock /tmp/flamediff-capture.lock /tmp/s32d-quote-$side $side/run-$i.pb.gz 5
  done
done
ls -l before after
