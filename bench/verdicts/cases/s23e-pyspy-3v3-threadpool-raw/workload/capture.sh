#!/bin/bash
# Capture for s23e-pyspy-3v3-threadpool-raw. Order b1 a1 b2 a2 b3 a3.
set -e -o pipefail
W=$(cd "$(dirname "$0")" && pwd); C=$(dirname "$W")
python3 --version; py-spy --version
for i in 1 2 3; do
  for side in before after; do
    cd "$W/$side"
    t0=$(date +%s.%N)
    py-spy record -r 100 --threads -f raw -o "$C/$side/run-$i.raw.txt" -- python3 indexer.py 2400 > /tmp/s23e/pyspy.out 2>&1
    t1=$(date +%s.%N)
    echo "$side run-$i wall $(echo "$t1 - $t0" | bc) s  $(grep -o 'Samples: [0-9]* Errors: [0-9]*' /tmp/s23e/pyspy.out)  $(grep '^docs' /tmp/s23e/pyspy.out)  load $(cut -d' ' -f1-3 /proc/loadavg)"
  done
done
