#!/bin/bash
# Builds workload/src/com/example/Pipeline.java and records 1 before + 1 after JFR file.
set -euo pipefail
HERE="$(cd "$(dirname "$0")" && pwd)"
S=/tmp/s40c/jfr
BATCHES=60
BATCH_SIZE=5000
mkdir -p "$S/classes" "$HERE/before" "$HERE/after"
java -version 2>&1
javac -d "$S/classes" "$HERE/workload/src/com/example/Pipeline.java"
for side in before after; do
  out="$HERE/$side/run-1.jfr"
  rm -f "$out" "$out.gz"
  echo "== $side -> $out"
  # profile.jfc with jdk.ExecutionSample period lowered from 10 ms to 4 ms
  flock /tmp/flamediff-capture.lock \
    java -XX:StartFlightRecording=filename="$out",settings="$HERE/workload/profile-4ms.jfc" \
      -cp "$S/classes" com.example.Pipeline "$side" $BATCHES $BATCH_SIZE
  jfr summary "$out" | grep -E "Duration|jdk.ExecutionSample"
  sz=$(stat -c %s "$out"); echo "$side/run-1.jfr $sz bytes"
  if [ "$sz" -gt 204800 ]; then gzip -f "$out"; fi
done
