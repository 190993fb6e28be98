#!/bin/bash
# 3 runs a side, interleaved before/after, py-spy speedscope with --threads.
set -euo pipefail
C=$(cd "$(dirname "$0")" && pwd)
PY=/root/.pyenv/versions/3.11.7/bin/python3
ROUNDS=40
mkdir -p $C/before $C/after /tmp/s40b/c2
$PY --version; py-spy --version
cd /tmp/s40b/c2
for i in 1 2 3; do
  for side in before after; do
    out=$C/$side/run-$i.speedscope.json
    rm -f $out $out.gz
    echo "== $side run-$i"
    /usr/bin/time -f "wall=%es user=%Us sys=%Ss (includes lock wait)" flock /tmp/flamediff-capture.lock \
      py-spy record --format speedscope --threads --rate 250 -o $out -- \
      $PY $C/workload/workers.py --mode $side --rounds $ROUNDS
    if [ $(stat -c %s $out) -gt 204800 ]; then gzip -9 $out; echo "gzipped $out"; fi
  done
done
python3 $C/measure.py
