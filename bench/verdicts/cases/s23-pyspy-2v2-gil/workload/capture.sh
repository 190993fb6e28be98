#!/bin/sh
# s23-pyspy-2v2-gil: order b1 a1 b2 a2
set -e
W=$(cd "$(dirname "$0")" && pwd); C=$(dirname "$W")
cd "$W"
for i in 1 2; do
  for side in before after; do
    if [ $side = after ]; then X=--scrub-all; else X=; fi
    s=$(date +%s.%N)
    py-spy record --gil -r 200 -f raw -o "$C/$side/run-$i.raw.txt" -- python3 blockstore.py 120000 $X
    e=$(date +%s.%N)
    echo "$side run-$i args='$X' wall $(echo "$e - $s" | bc) s"
  done
done
