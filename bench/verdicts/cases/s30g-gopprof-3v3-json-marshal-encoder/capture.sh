#!/bin/bash
# Case s30g-gopprof-3v3-json-marshal-encoder: Go runtime/pprof CPU profile (100 Hz default), 8 s fixed-duration runs, 3 a side, interleaved.
set -euo pipefail
cd "$(dirname "$0")"
B=/tmp/s30g/case4; mkdir -p $B/src before after
go version
# both builds from the same source path (as a git checkout would be)
for v in before after; do
  rm -rf $B/src; mkdir -p $B/src; cp workload/$v/*.go workload/$v/go.mod $B/src/
  (cd $B/src && go build -o $B/eventpipe-$v .)
done
for n in 1 2 3; do
  for v in before after; do
    echo "== $v run $n"
    flock /tmp/flamediff-capture.lock $B/eventpipe-$v -d 8s -cpuprofile $v/run-$n.pb.gz
  done
done
ls -l before after
