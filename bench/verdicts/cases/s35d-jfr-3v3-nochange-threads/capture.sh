#!/bin/bash
# Control: before/ and after/ compile and run identical copies of InventoryJob.java.
# 3 runs per side, interleaved before-1, after-1, before-2, ...
set -euo pipefail
cd "$(dirname "$0")"
CASE=$PWD
SCRATCH=/tmp/s35d/c5
java -version 2>&1 | head -1
for side in before after; do
  rm -rf $SCRATCH/build-$side && mkdir -p $SCRATCH/build-$side
  cp "$CASE/workload/$side/InventoryJob.java" $SCRATCH/build-$side/
  (cd $SCRATCH/build-$side && javac InventoryJob.java)
done
for i in 1 2 3; do
  for side in before after; do
    echo "=== $side run-$i $(date -u +%H:%M:%S)"
    cd $SCRATCH/build-$side
    /usr/bin/time -f "elapsed %e s user %U s sys %S s" \
      flock /tmp/flamediff-capture.lock \
      java -XX:StartFlightRecording=filename="$CASE/$side/run-$i.jfr",settings=profile \
        -cp . InventoryJob 160 2>&1
    echo "jdk.ExecutionSample events: $(jfr summary "$CASE/$side/run-$i.jfr" | awk '$1=="jdk.ExecutionSample"{print $2}')"
    cd "$CASE"
  done
done
