#!/bin/bash
# Capture for s24b-pyspy-native-3v3-zlib. Order b1 a1 b2 a2 b3 a3. Each run holds /tmp/flamediff-capture.lock.
set -e -o pipefail
W=$(cd "$(dirname "$0")" && pwd); C=$(dirname "$W")
B=/tmp/s24b-zlib; rm -rf $B; mkdir -p $B/before $B/after
python3 --version; py-spy --version
for side in before after; do cp "$W/$side/chunkstore.py" $B/$side/; done
for i in 1 2 3; do
  for side in before after; do
    t0=$(date +%s.%N)
    out=$(cd $B/$side && flock /tmp/flamediff-capture.lock py-spy record --native --format raw --rate 200 -o "$C/$side/run-$i.raw.txt" -- python3 chunkstore.py 10 4 8000 2>&1 | grep -E 'snapshots=|Samples:' | tr '\n' ' ')
    t1=$(date +%s.%N)
    echo "$side run-$i wall $(echo "$t1 - $t0" | bc) s  $out  load $(cut -d' ' -f1-3 /proc/loadavg)"
  done
done
