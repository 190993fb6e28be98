#!/bin/bash
# Capture for s25-pyspy-speedscope-1v1-threads-control. Order b1 a1. Same script both sides. Run under flock /tmp/flamediff-capture.lock.
set -e -o pipefail
W=$(cd "$(dirname "$0")" && pwd); C=$(dirname "$W")
python3 --version; py-spy --version
for side in before after; do
  t0=$(date +%s.%N)
  py-spy record -r 100 --threads -f speedscope -o "$C/$side/run-1.speedscope.json" -- python3 "$W/ingest.py" 300 > /tmp/s25/py8-out.txt 2>/tmp/s25/py8-err.txt
  t1=$(date +%s.%N)
  echo "$side run-1 wall $(echo "$t1 - $t0" | bc) s  $(grep -v '^$' /tmp/s25/py8-out.txt | grep -v py-spy)  $(grep -o 'Samples: [0-9]* Errors: [0-9]*' /tmp/s25/py8-out.txt /tmp/s25/py8-err.txt | head -1)  load $(cut -d' ' -f1-3 /proc/loadavg)"
done
echo done
