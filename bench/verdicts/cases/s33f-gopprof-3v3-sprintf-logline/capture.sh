#!/bin/bash
# Case s33f-gopprof-3v3-sprintf-logline: Go runtime/pprof CPU profiles (100 Hz default), 3 runs a side, interleaved.
set -euo pipefail
CASE=$(cd "$(dirname "$0")" && pwd)
B=/tmp/s33f/gobuild; mkdir -p $B
go version
(cd $CASE/workload/before && go build -o $B/loglines-before .)
(cd $CASE/workload/after  && go build -o $B/loglines-after .)
mkdir -p $CASE/before $CASE/after
for i in 1 2 3; do
  for side in before after; do
    echo "== $side run-$i $(date +%T)"
    /usr/bin/time -f "wall=%es user=%Us sys=%Ss" flock /tmp/flamediff-capture.lock \
      $B/loglines-$side -n 14000000 -cpuprofile $CASE/$side/run-$i.pprof
  done
done
echo "== measurement: share of samples with main.formatLine on the stack"
python3 $CASE/workload/pprofshare.py '^main\.formatLine$' $CASE/before/run-*.pprof $CASE/after/run-*.pprof
