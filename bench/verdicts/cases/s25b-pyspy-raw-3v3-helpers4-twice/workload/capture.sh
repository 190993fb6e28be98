#!/bin/bash
# Capture for s25b-pyspy-raw-3v3-helpers4-twice. Order b1 a1 b2 a2 b3 a3. Run under flock /tmp/flamediff-capture.lock.
set -e -o pipefail
W=$(cd "$(dirname "$0")" && pwd); C=$(dirname "$W")
T=/tmp/s25b/py-cap; mkdir -p $T
python3 --version; py-spy --version
python3 "$W/before/ledger.py" --generate 40000 > $T/input.csv
sha256sum $T/input.csv
for i in 1 2 3; do
  for side in before after; do
    t0=$(date +%s.%N)
    py-spy record -r 200 -f raw -o "$C/$side/run-$i.raw.txt" -- python3 "$W/$side/ledger.py" $T/input.csv 40 > $T/out.txt 2> $T/err.txt
    t1=$(date +%s.%N)
    echo "$side run-$i wall $(echo "$t1 - $t0" | bc) s  $(cat $T/out.txt)  $(grep -i -E 'samples|error' $T/err.txt | tr '\n' ' ')  load $(cut -d' ' -f1-3 /proc/loadavg)"
  done
done
echo done
