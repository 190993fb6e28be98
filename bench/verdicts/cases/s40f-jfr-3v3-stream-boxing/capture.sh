#!/usr/bin/env bash
# JFR capture: 3 runs per side, interleaved before/after, ExecutionSample period 2 ms
# (workload/sampling-2ms.jfc = JDK 17 profile.jfc with only the method-sampling period changed).
set -euo pipefail
HERE="$(cd "$(dirname "$0")" && pwd)"
W=/tmp/s40f/c2-build
JAVA_HOME=/usr/lib/jvm/java-17-openjdk-amd64
BATCHES=1500
mkdir -p "$W/before" "$W/after" "$HERE/before" "$HERE/after"
"$JAVA_HOME/bin/java" -version 2>&1
for side in before after; do "$JAVA_HOME/bin/javac" -d "$W/$side" "$HERE/workload/$side/StreamSum.java"; done
for i in 1 2 3; do
  for side in before after; do
    out="$HERE/$side/run-$i.jfr"
    echo "== $side run-$i: $(date -u +%FT%TZ)"
    flock /tmp/flamediff-capture.lock \
      "$JAVA_HOME/bin/java" -XX:StartFlightRecording=filename="$out",settings="$HERE/workload/sampling-2ms.jfc" \
        -cp "$W/$side" StreamSum $BATCHES
    echo "$side run-$i execution samples: $("$JAVA_HOME/bin/jfr" summary "$out" | awk '$1=="jdk.ExecutionSample"{print $2}')"
    if [ "$(stat -c %s "$out")" -gt 204800 ]; then gzip -f "$out"; fi
  done
done
ls -l "$HERE/before" "$HERE/after"
