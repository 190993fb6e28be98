#!/bin/sh
# s23b-pyspy-1v1-idle-threads-raw: same program both sides; b1 a1
set -e
W=$(cd "$(dirname "$0")" && pwd); C=$(dirname "$W")
for i in 1; do
  for side in before after; do
    s=$(date +%s.%N)
    py-spy record -r 100 --idle --threads -f raw -o "$C/$side/run-$i.raw.txt" -- python3 "$W/thumbsvc.py" 1200 >/dev/null 2>&1
    e=$(date +%s.%N)
    echo "$side run-$i wall $(echo "$e - $s" | bc) s"
  done
done
