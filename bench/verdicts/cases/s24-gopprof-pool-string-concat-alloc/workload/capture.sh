#!/bin/bash
# Capture for s24-gopprof-pool-string-concat-alloc. Order b1 a1 b2 a2 b3 a3.
set -e -o pipefail
W=$(cd "$(dirname "$0")" && pwd); C=$(dirname "$W")
B=/tmp/s24-c2; mkdir -p $B
go version
for side in before after; do (cd "$W/$side" && go build -o $B/metricsagg-$side .); done
rm -f "$C"/before/run-* "$C"/after/run-*
for i in 1 2 3; do
  for side in before after; do
    t0=$(date +%s.%N)
    out=$($B/metricsagg-$side -rounds 3 -cpuprofile "$C/$side/run-$i.pb.gz")
    t1=$(date +%s.%N)
    echo "$side run-$i wall $(echo "$t1 - $t0" | bc) s  $out  load $(cut -d' ' -f1-3 /proc/loadavg)"
  done
done
cd "$C"
python3 workload/shares.py --md '^main\.renderKey\b' '^runtime\.(mallocgc|concatstring)' '^runtime\.gcBgMarkWorker\b' '^main\.parseLine\b' '^main\.sortLabels\b' '^main\.genLines\b' '^main\.\(\*shard\)\.add\b' -- before/run-1.* after/run-1.* before/run-2.* after/run-2.* before/run-3.* after/run-3.* | tee workload/shares.txt
