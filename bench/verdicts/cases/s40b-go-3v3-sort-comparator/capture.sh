#!/bin/bash
# One binary, -mode before|after; 3 runs a side interleaved, CPU profile via runtime/pprof (100 Hz).
set -euo pipefail
C=$(cd "$(dirname "$0")" && pwd)
S=/tmp/s40b/c4
ROUNDS=50
mkdir -p $S $C/before $C/after
go version
(cd $C/workload && go build -o $S/rankjob .)
cd $S
for i in 1 2 3; do
  for side in before after; do
    out=$C/$side/run-$i.pprof
    rm -f $out
    echo "== $side run-$i: ./rankjob -mode $side -rounds $ROUNDS -cpuprofile $out"
    /usr/bin/time -f "wall=%es user=%Us sys=%Ss (includes lock wait)" flock /tmp/flamediff-capture.lock \
      ./rankjob -mode $side -rounds $ROUNDS -cpuprofile $out
  done
done
ls -l $C/before $C/after
python3 $C/measure.py
