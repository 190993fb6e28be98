#!/bin/bash
# Capture for s24b-speedscope-2v2-mixed. Order b1 a1 b2 a2. Each run holds /tmp/flamediff-capture.lock.
set -e -o pipefail
W=$(cd "$(dirname "$0")" && pwd); C=$(dirname "$W")
B=/tmp/s24b-triage; rm -rf $B; mkdir -p $B/before $B/after
python3 --version; py-spy --version
for side in before after; do cp "$W/$side/triage.py" $B/$side/; done
for i in 1 2; do
  for side in before after; do
    t0=$(date +%s.%N)
    out=$(cd $B/$side && flock /tmp/flamediff-capture.lock py-spy record --format speedscope --rate 200 -o "$C/$side/run-$i.speedscope.json" -- python3 triage.py 25000 2>&1 | grep -E 'tickets=|Samples:' | tr '\n' ' ')
    t1=$(date +%s.%N)
    echo "$side run-$i wall $(echo "$t1 - $t0" | bc) s  $out  load $(cut -d' ' -f1-3 /proc/loadavg)"
  done
done
