#!/bin/bash
# Capture for s35b-jfr-3v3-deep-callee.
# JFR with the built-in "profile" settings (jdk.ExecutionSample period = 10 ms), 3 runs per side, interleaved.
set -euo pipefail
CASE=$(cd "$(dirname "$0")" && pwd)
SCRATCH=/tmp/s35b/c4/build
mkdir -p "$SCRATCH"
java -version 2>&1 | head -1
for side in before after; do
  rm -rf "$SCRATCH/cls_$side"; mkdir -p "$SCRATCH/cls_$side"
  javac -d "$SCRATCH/cls_$side" "$CASE"/workload/$side/*.java
done
for i in 1 2 3; do
  for side in before after; do
    out="$CASE/$side/run-$i.jfr"
    echo "== $side run $i  $(date -u +%H:%M:%S)"
    flock /tmp/flamediff-capture.lock \
      /usr/bin/time -f "java: wall %e s, user %U s, sys %S s" \
      java -XX:StartFlightRecording=filename="$out",settings=profile -cp "$SCRATCH/cls_$side" Server
    echo "execution samples: $(jfr summary "$out" | awk '$1=="jdk.ExecutionSample"{print $2}')  size: $(stat -c %s "$out") bytes"
  done
done
# Plain timing without JFR (same binaries), interleaved, for the README.
for i in 1 2; do
  for side in before after; do
    echo "== timing (no JFR) $side $i  $(date -u +%H:%M:%S)"
    flock /tmp/flamediff-capture.lock \
      /usr/bin/time -f "java: wall %e s, user %U s, sys %S s" \
      java -cp "$SCRATCH/cls_$side" Server
  done
done
