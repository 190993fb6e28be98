#!/bin/bash
# Go runtime/pprof CPU profile (default 100 Hz), 3 runs per side, interleaved, 6 s each.
set -e
cd "$(dirname "$0")"
C=$PWD
for s in before after; do (cd workload/$s && go build -o /tmp/s32f-gopool-$s.bin .); done
go version
for i in 1 2 3; do
  for s in before after; do
    echo "== $s run-$i"
    flock /tmp/flamediff-capture.lock /tmp/s32f-gopool-$s.bin $C/$s/run-$i.pb.gz 6s
  done
done
