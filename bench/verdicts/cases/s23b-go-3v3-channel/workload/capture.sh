#!/bin/sh
# s23b-go-3v3-channel: build once; before -jobbuf 1024, after -jobbuf 0; b1 a1 b2 a2 b3 a3
set -e
W=$(cd "$(dirname "$0")" && pwd); C=$(dirname "$W")
B=/tmp/s23b-channel; mkdir -p $B
(cd "$W" && go build -o $B/logpool .)
for i in 1 2 3; do
  for side in before after; do
    buf=1024; [ $side = after ] && buf=0
    s=$(date +%s.%N)
    $B/logpool -n 400000 -rounds 12 -jobbuf $buf -cpuprofile "$C/$side/run-$i.pb.gz" >/dev/null
    e=$(date +%s.%N)
    echo "$side run-$i jobbuf=$buf wall $(echo "$e - $s" | bc) s"
  done
done
