#!/bin/bash
# Capture for s23f-pyspy-3v3-nochange-speedscope-gc (control: same script both sides). Order b1 a1 b2 a2 b3 a3.
set -e -o pipefail
W=$(cd "$(dirname "$0")" && pwd); C=$(dirname "$W")
python3 --version; py-spy --version
for i in 1 2 3; do
  for side in before after; do
    t0=$(date +%s.%N)
    py-spy record -r 100 -f speedscope -o "$C/$side/run-$i.speedscope.json" -- python3 "$W/orgchart.py" 24 > /tmp/s23f-py/out.txt 2> /tmp/s23f-py/err.txt
    t1=$(date +%s.%N)
    echo "$side run-$i wall $(echo "$t1 - $t0" | bc) s  $(cat /tmp/s23f-py/out.txt)  $(grep -o 'Samples: .*' /tmp/s23f-py/err.txt)  load $(cut -d' ' -f1-3 /proc/loadavg)"
  done
done
