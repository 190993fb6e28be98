#!/bin/bash
# Capture for s24c-pyspy-raw-3v3-pool-control. Same program both sides. Order b1 a1 b2 a2 b3 a3. Run under flock /tmp/flamediff-capture.lock.
set -e -o pipefail
W=$(cd "$(dirname "$0")" && pwd); C=$(dirname "$W")
python3 --version; py-spy --version
for i in 1 2 3; do
  for side in before after; do
    t0=$(date +%s.%N)
    py-spy record -r 250 -f raw -o "$C/$side/run-$i.raw.txt" -- python3 "$W/ingest.py" 1200 > /tmp/s24c-pool.out 2>/tmp/s24c-pool.err
    t1=$(date +%s.%N)
    echo "$side run-$i wall $(echo "$t1 - $t0" | bc) s  $(tail -c 60 /tmp/s24c-pool.out | tr -d '\n')  load $(cut -d' ' -f1-3 /proc/loadavg)"
  done
done
