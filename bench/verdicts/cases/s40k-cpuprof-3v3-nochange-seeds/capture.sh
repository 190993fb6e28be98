#!/bin/bash
# node --cpu-prof control, 3 runs a side interleaved: identical script and ROUNDS, seeds 101..103 (before) vs 201..203 (after).
set -euo pipefail
CASE=$(cd "$(dirname "$0")" && pwd)
W=/tmp/s40k/c5cap; mkdir -p $W
LOCK=/tmp/flamediff-capture.lock
ROUNDS=80
echo "node $(node --version)"
cp $CASE/workload/inventory.js $W/inventory.js   # same path for both sides
rm -f $CASE/before/* $CASE/after/*
for i in 1 2 3; do
  for v in before after; do
    if [ $v = before ]; then seed=$((100+i)); else seed=$((200+i)); fi
    echo "== $v run-$i seed=$seed $(date +%T)"
    rm -rf $W/prof; mkdir -p $W/prof
    flock $LOCK /usr/bin/time -f "wall=%e s user=%U s" node --cpu-prof --cpu-prof-interval 1000 \
      --cpu-prof-dir $W/prof --cpu-prof-name run.cpuprofile $W/inventory.js $seed $ROUNDS 2>&1
    mv $W/prof/run.cpuprofile $CASE/$v/run-$i.cpuprofile
    sz=$(stat -c %s $CASE/$v/run-$i.cpuprofile)
    if [ $sz -gt 200000 ]; then gzip -9 $CASE/$v/run-$i.cpuprofile; fi
  done
done
ls -l $CASE/before $CASE/after
