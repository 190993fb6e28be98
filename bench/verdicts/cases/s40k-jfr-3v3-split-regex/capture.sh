#!/bin/bash
# Java JFR, 3 runs a side, interleaved before/after. Only LineParser.parseLine differs.
set -euo pipefail
CASE=$(cd "$(dirname "$0")" && pwd)
W=/tmp/s40k/c3cap; mkdir -p $W/before $W/after
LOCK=/tmp/flamediff-capture.lock
BATCHES=2500
java -version 2>&1 | head -2
for v in before after; do
  javac -d $W/$v $CASE/workload/Main.java $CASE/workload/$v/com/example/ledger/LineParser.java
done
rm -f $CASE/before/* $CASE/after/*
for i in 1 2 3; do
  for v in before after; do
    echo "== $v run-$i $(date +%T)"
    flock $LOCK /usr/bin/time -f "wall=%e s user=%U s" java \
      -XX:StartFlightRecording:filename=$CASE/$v/run-$i.jfr,settings=$CASE/workload/sample2ms.jfc \
      -cp $W/$v com.example.ledger.Main $BATCHES 2>&1
    gzip -9 $CASE/$v/run-$i.jfr
  done
done
ls -l $CASE/before $CASE/after
