#!/bin/bash
# node --perf-basic-prof under perf record -g (frame pointers), 3 runs a side interleaved.
set -euo pipefail
C=$(cd "$(dirname "$0")" && pwd)
S=/tmp/s40b/c5
ROUNDS=80
mkdir -p $S $C/before $C/after
node --version; perf --version
cd $S
for i in 1 2 3; do
  for side in before after; do
    out=$C/$side/run-$i.perf.txt
    rm -f $out $out.gz $S/perf.data
    echo "== $side run-$i: perf record -g -F 999 -o $S/perf.data -- node --perf-basic-prof --interpreted-frames-native-stack workload/report.js $side $ROUNDS"
    /usr/bin/time -f "wall=%es user=%Us sys=%Ss (includes lock wait)" flock /tmp/flamediff-capture.lock \
      perf record -g -F 999 -o $S/perf.data -- node --perf-basic-prof --interpreted-frames-native-stack $C/workload/report.js $side $ROUNDS
    perf script -i $S/perf.data > $out
    rm -f $S/perf.data
    # remove the JIT map file this run wrote (pid of the first sample)
    pid=$(awk 'NF && $1=="node" {print $2; exit}' $out)
    [ -n "$pid" ] && rm -f /tmp/perf-$pid.map
    if [ $(stat -c %s $out) -gt 204800 ]; then gzip -9 $out; fi
  done
done
ls -l $C/before $C/after
python3 $C/measure.py
