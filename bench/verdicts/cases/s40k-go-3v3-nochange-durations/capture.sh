#!/bin/bash
# Control: identical binary and per-unit work; before = 2400 units (~2 s CPU), after = 4800 units (~4 s CPU).
set -euo pipefail
CASE=$(cd "$(dirname "$0")" && pwd)
W=/tmp/s40k/c2; mkdir -p $W
LOCK=/tmp/flamediff-capture.lock
(cd $CASE/workload && go build -o $W/tilesim .)
echo "$(go version)"
rm -f $CASE/before/* $CASE/after/*
for i in 1 2 3; do
  echo "== before run-$i $(date +%T)"
  flock $LOCK /usr/bin/time -f "wall=%e s user=%U s" $W/tilesim -units 2400 -cpuprofile $CASE/before/run-$i.pprof 2>&1
done
for i in 1 2 3; do
  echo "== after run-$i $(date +%T)"
  flock $LOCK /usr/bin/time -f "wall=%e s user=%U s" $W/tilesim -units 4800 -cpuprofile $CASE/after/run-$i.pprof 2>&1
done
ls -l $CASE/before $CASE/after
