#!/bin/bash
# Capture for s25-pyspy-raw-1v1-regex-slower. Order b1 a1. Run under flock /tmp/flamediff-capture.lock.
set -e -o pipefail
W=$(cd "$(dirname "$0")" && pwd); C=$(dirname "$W")
python3 --version; py-spy --version
for side in before after; do
  t0=$(date +%s.%N)
  py-spy record -r 200 -f raw -o "$C/$side/run-1.raw.txt" -- python3 "$W/$side/logreport.py" 30 > /tmp/s25/py4-out.txt 2>/tmp/s25/py4-err.txt
  t1=$(date +%s.%N)
  echo "$side run-1 wall $(echo "$t1 - $t0" | bc) s  $(cat /tmp/s25/py4-out.txt)  $(grep -i -E 'samples|error' /tmp/s25/py4-err.txt | tr '\n' ' ')  load $(cut -d' ' -f1-3 /proc/loadavg)"
done
echo done
