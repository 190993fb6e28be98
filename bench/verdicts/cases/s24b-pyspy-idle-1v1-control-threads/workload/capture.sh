#!/bin/bash
# Capture for s24b-pyspy-idle-1v1-control-threads. Same program and arguments both sides. Order b1 a1.
# Each run holds /tmp/flamediff-capture.lock.
set -e -o pipefail
W=$(cd "$(dirname "$0")" && pwd); C=$(dirname "$W")
B=/tmp/s24b-shipper; rm -rf $B; mkdir -p $B
python3 --version; py-spy --version
cp "$W/shipper.py" $B/
for i in 1; do
  for side in before after; do
    t0=$(date +%s.%N)
    out=$(cd $B && flock /tmp/flamediff-capture.lock py-spy record --idle --threads --format raw --rate 200 -o "$C/$side/run-$i.raw.txt" -- python3 shipper.py 80 2000 2>&1 | grep -E 'sent=|Samples:' | tr '\n' ' ')
    t1=$(date +%s.%N)
    echo "$side run-$i wall $(echo "$t1 - $t0" | bc) s  $out  load $(cut -d' ' -f1-3 /proc/loadavg)"
  done
done
