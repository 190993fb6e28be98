#!/bin/sh
# s23-pyspy-3v3-nochange-threads-speedscope: same program both sides; order b1 a1 b2 a2 b3 a3
set -e
W=$(cd "$(dirname "$0")" && pwd); C=$(dirname "$W")
cd "$W"
for i in 1 2 3; do
  for side in before after; do
    s=$(date +%s.%N)
    py-spy record -r 100 --threads -f speedscope -o "$C/$side/run-$i.speedscope.json" -- python3 pipeline.py 900
    e=$(date +%s.%N)
    echo "$side run-$i wall $(echo "$e - $s" | bc) s"
  done
done
