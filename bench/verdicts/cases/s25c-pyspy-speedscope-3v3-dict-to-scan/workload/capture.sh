#!/bin/bash
# Capture for s25c-pyspy-speedscope-3v3-dict-to-scan. Order b1 a1 b2 a2 b3 a3; each profiled run under flock /tmp/flamediff-capture.lock.
set -e -o pipefail
W=$(cd "$(dirname "$0")" && pwd); C=$(dirname "$W")
python3 --version; py-spy --version
for i in 1 2 3; do
  for side in before after; do
    if [ $side = after ]; then A=--after; else A=; fi
    t0=$(date +%s.%N)
    flock /tmp/flamediff-capture.lock py-spy record -f speedscope -o "$C/$side/run-$i.speedscope.json" -- python3 "$W/orders.py" 80 $A > /tmp/s25c/py-out.txt 2>/tmp/s25c/py-err.txt
    t1=$(date +%s.%N)
    echo "$side run-$i wall $(echo "$t1 - $t0" | bc) s  $(grep after= /tmp/s25c/py-out.txt)  load $(cut -d' ' -f1-3 /proc/loadavg)"
  done
done
echo done
