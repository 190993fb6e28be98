#!/bin/bash
# Control: the same binary, the same amount of work, only the RNG seed differs (11 before, 29 after).
set -euo pipefail
C=$(cd "$(dirname "$0")" && pwd)
S=/tmp/s40b/c3
ROUNDS=30
mkdir -p $S $C/before $C/after
g++ --version | head -1; perf --version
g++ -O2 -g -o $S/ledger $C/workload/ledger.cpp
cd $S
run() {  # side seed
  local side=$1 seed=$2
  rm -f $C/$side/run-1.perf.txt $C/$side/run-1.perf.txt.gz $S/perf-$side.data
  echo "== $side run-1: perf record -F 999 --call-graph dwarf -o $S/perf-$side.data -- ./ledger $seed $ROUNDS"
  /usr/bin/time -f "wall=%es user=%Us sys=%Ss (includes lock wait)" flock /tmp/flamediff-capture.lock \
    perf record -F 999 --call-graph dwarf -o $S/perf-$side.data -- ./ledger $seed $ROUNDS
  perf script -i $S/perf-$side.data > $C/$side/run-1.perf.txt
  rm -f $S/perf-$side.data
  if [ $(stat -c %s $C/$side/run-1.perf.txt) -gt 204800 ]; then gzip -9 $C/$side/run-1.perf.txt; fi
}
run before 11
run after 29
ls -l $C/before $C/after
python3 $C/measure.py
