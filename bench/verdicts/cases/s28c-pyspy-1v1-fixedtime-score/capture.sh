#!/bin/bash
# Case s28c-pyspy-1v1-fixedtime-score: py-spy raw at 200 Hz, 1 run per side; program runs a fixed 5 s of wall time.
set -e
C=$(cd "$(dirname "$0")" && pwd)
python3 --version; py-spy --version
for i in 1; do
  for v in before after; do
    echo "== $v run-$i"
    /usr/bin/time -f "wall=%es user=%Us sys=%Ss" flock /tmp/flamediff-capture.lock \
      py-spy record -r 200 -f raw -o $C/$v/run-$i.raw.txt -- python3 $C/workload/$v/scorer.py 5
  done
done
