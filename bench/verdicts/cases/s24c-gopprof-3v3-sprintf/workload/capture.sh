#!/bin/bash
# Capture for s24c-gopprof-3v3-sprintf. Order b1 a1 b2 a2 b3 a3. Run under flock /tmp/flamediff-capture.lock.
set -e -o pipefail
W=$(cd "$(dirname "$0")" && pwd); C=$(dirname "$W")
B=/tmp/s24c-go; mkdir -p $B
go version
for side in before after; do mkdir -p $B/$side; cp $W/$side/main.go $W/$side/go.mod $B/$side/; (cd $B/$side && go build -o evagg .); done
for i in 1 2 3; do
  for side in before after; do
    t0=$(date +%s.%N)
    out=$($B/$side/evagg "$C/$side/run-$i.pb.gz" 18 2>&1 | grep -v 'cannot set cpu profile rate')
    t1=$(date +%s.%N)
    echo "$side run-$i wall $(echo "$t1 - $t0" | bc) s  $out  load $(cut -d' ' -f1-3 /proc/loadavg)"
  done
done
