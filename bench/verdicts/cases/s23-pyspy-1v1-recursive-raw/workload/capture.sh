#!/bin/sh
# s23-pyspy-1v1-recursive-raw: order b1 a1
set -e
W=$(cd "$(dirname "$0")" && pwd); C=$(dirname "$W")
cd "$W"
for i in 1; do
  for side in before after; do
    if [ $side = after ]; then T=1; else T=0; fi
    s=$(date +%s.%N)
    FORMULA_TRACE=$T py-spy record -r 100 -f raw -o "$C/$side/run-$i.raw.txt" -- python3 formulas.py 900 18
    e=$(date +%s.%N)
    echo "$side run-$i FORMULA_TRACE=$T wall $(echo "$e - $s" | bc) s"
  done
done
