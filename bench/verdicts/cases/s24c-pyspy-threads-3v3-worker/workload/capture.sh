#!/bin/bash
# Capture for s24c-pyspy-threads-3v3-worker. Order b1 a1 b2 a2 b3 a3. Run under flock /tmp/flamediff-capture.lock.
set -e -o pipefail
W=$(cd "$(dirname "$0")" && pwd); C=$(dirname "$W")
python3 --version; py-spy --version
for i in 1 2 3; do
  for side in before after; do
    t0=$(date +%s.%N)
    py-spy record --threads -r 250 -f speedscope -o "$C/$side/run-$i.speedscope.json" -- python3 "$W/$side/orderpipe.py" > /tmp/s24c-pyth.out 2>/tmp/s24c-pyth.err
    t1=$(date +%s.%N)
    echo "$side run-$i wall $(echo "$t1 - $t0" | bc) s  $(grep total /tmp/s24c-pyth.out)  $(grep -i samples /tmp/s24c-pyth.err | tail -1)  load $(cut -d' ' -f1-3 /proc/loadavg)"
  done
done
