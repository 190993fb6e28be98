#!/bin/sh
# s23b-pyspy-3v3-moved-and-slower: py-spy speedscope, b1 a1 b2 a2 b3 a3
set -e
W=$(cd "$(dirname "$0")" && pwd); C=$(dirname "$W")
for i in 1 2 3; do
  for side in before after; do
    flag=""; [ $side = after ] && flag="--after"
    s=$(date +%s.%N)
    py-spy record -r 100 -f speedscope -o "$C/$side/run-$i.speedscope.json" -- python3 "$W/orders_etl.py" 100000 $flag >/dev/null 2>&1
    e=$(date +%s.%N)
    echo "$side run-$i wall $(echo "$e - $s" | bc) s"
  done
done
