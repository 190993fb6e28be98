#!/bin/bash
# s32a-gopprof-3v3-sort-per-lookup: runtime/pprof CPU profile (default 100 Hz), 3 runs a side interleaved, 7 s each.
set -euo pipefail
cd "$(dirname "$0")"
go version
mkdir -p /tmp/s32a
(cd workload/before && go build -o /tmp/s32a/go-before .)
(cd workload/after  && go build -o /tmp/s32a/go-after .)
for i in 1 2 3; do
  for side in before after; do
    echo "== $side run $i ($(date +%T))"
    flock /tmp/flamediff-capture.lock /tmp/s32a/go-$side $side/run-$i.pb.gz 7 $i
    ls -l $side/run-$i.pb.gz
  done
done
