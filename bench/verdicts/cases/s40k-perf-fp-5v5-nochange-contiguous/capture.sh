#!/bin/bash
# Control: identical binary + arguments; 5 "before" runs recorded back to back, then 5 "after" runs.
set -euo pipefail
CASE=$(cd "$(dirname "$0")" && pwd)
W=/tmp/s40k/c1; mkdir -p $W
LOCK=/tmp/flamediff-capture.lock
ROUNDS=2000
gcc -O2 -g -fno-omit-frame-pointer -o $W/ledger $CASE/workload/ledger.c
echo "gcc: $(gcc --version | head -1)"; echo "perf: $(perf --version)"
rm -f $CASE/before/* $CASE/after/*
for side in before after; do
  for i in 1 2 3 4 5; do
    echo "== $side run-$i $(date +%T)"
    flock $LOCK perf record -F 499 -g -o $W/perf.data -- $W/ledger $ROUNDS 2>&1
    perf script -i $W/perf.data -F comm,pid,tid,time,event,ip,sym,dso > $CASE/$side/run-$i.perf.txt 2>/dev/null
    rm -f $W/perf.data
    sz=$(stat -c %s $CASE/$side/run-$i.perf.txt)
    if [ $sz -gt 200000 ]; then gzip -9 $CASE/$side/run-$i.perf.txt; fi
  done
done
ls -l $CASE/before $CASE/after
