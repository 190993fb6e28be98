#!/bin/bash
# Control: Java Flight Recorder, settings=profile (jdk.ExecutionSample every 10 ms), 1 run per side.
# Same class, same N and rounds; before uses seed 1, after seed 2.
set -euo pipefail
HERE="$(cd "$(dirname "$0")" && pwd)"
SCR=/tmp/s39g/jfr-ctl
mkdir -p "$SCR/classes" "$HERE/before" "$HERE/after"
java -version 2>&1
javac -d "$SCR/classes" "$HERE/workload/src/s39g/SeedWork.java"
for side in before after; do
  if [ $side = before ]; then seed=1; else seed=2; fi
  echo "== $side run-1 seed=$seed"
  flock /tmp/flamediff-capture.lock \
    java -XX:StartFlightRecording=filename="$HERE/$side/run-1.jfr",settings=profile \
      -cp "$SCR/classes" s39g.SeedWork $seed 1000000 60
  ls -l "$HERE/$side/run-1.jfr"
  if [ "$(stat -c %s "$HERE/$side/run-1.jfr")" -gt 200000 ]; then gzip -f "$HERE/$side/run-1.jfr"; fi
done
ls -l "$HERE/before" "$HERE/after"
