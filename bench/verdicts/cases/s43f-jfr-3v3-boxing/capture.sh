#!/bin/bash
# Compiles workload/src/bench/Boxing.java and captures 3 before (int sum) and 3 after
# (-Dboxed=true, List<Integer> sum) JFR recordings, interleaved, under the shared flock.
set -euo pipefail
CASE="$(cd "$(dirname "$0")" && pwd)"
SCRATCH=/tmp/s43f/c2
JAVA=/usr/lib/jvm/java-17-openjdk-amd64/bin/java
JAVAC=/usr/lib/jvm/java-17-openjdk-amd64/bin/javac
mkdir -p "$SCRATCH/classes" "$CASE/before" "$CASE/after"
"$JAVAC" -d "$SCRATCH/classes" "$CASE/workload/src/bench/Boxing.java"
"$JAVA" -version 2>&1
for i in 1 2 3; do
  for side in before after; do
    boxed=false; [ "$side" = after ] && boxed=true
    out="$CASE/$side/run-$i.jfr"
    echo "=== $side run-$i boxed=$boxed ($(date -u +%H:%M:%S))"
    flock /tmp/flamediff-capture.lock \
      "$JAVA" -Xms256m -Xmx256m -XX:+UseParallelGC \
        -XX:+UnlockDiagnosticVMOptions -XX:+DebugNonSafepoints \
        -XX:StartFlightRecording=filename="$out",settings="$CASE/workload/sampling-2ms.jfc" \
        -Dboxed=$boxed -cp "$SCRATCH/classes" bench.Boxing 2>&1
    if [ "$(stat -c %s "$out")" -gt 200000 ]; then gzip -f "$out"; out="$out.gz"; fi
    echo "wrote $out ($(stat -c %s "$out") bytes)"
  done
done
