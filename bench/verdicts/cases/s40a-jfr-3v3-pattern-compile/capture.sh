#!/usr/bin/env bash
# Rerunnable capture for s40a-jfr-3v3-pattern-compile.
# before: static final Pattern; after: --compile-per-line (Pattern.compile inside extractFields).
set -euo pipefail
HERE="$(cd "$(dirname "$0")" && pwd)"
TMP=/tmp/s40a/jfr
JAVA_HOME="${JAVA_HOME:-/usr/lib/jvm/java-17-openjdk-amd64}"
mkdir -p "$TMP/classes" "$HERE/before" "$HERE/after"
"$JAVA_HOME/bin/java" -version 2>&1
"$JAVA_HOME/bin/javac" -d "$TMP/classes" "$HERE/workload/src/com/example/logscan/LogScan.java"
# profile.jfc from the JDK with jdk.ExecutionSample period 10 ms -> 2 ms
JFC="$HERE/workload/sampling-2ms.jfc"
for run in 1 2 3; do
  for side in before after; do
    flag=""; [ "$side" = after ] && flag="--compile-per-line"
    out="$HERE/$side/run-$run.jfr"
    rm -f "$out" "$out.gz"
    echo "== $side run-$run: LogScan $flag --rounds 20 =="
    flock /tmp/flamediff-capture.lock \
      "$JAVA_HOME/bin/java" -XX:StartFlightRecording:settings="$JFC",filename="$out" \
        -cp "$TMP/classes" com.example.logscan.LogScan $flag --rounds 20
    echo "execution samples: $("$JAVA_HOME/bin/jfr" summary "$out" | awk '$1=="jdk.ExecutionSample"{print $2}')"
    if [ "$(stat -c %s "$out")" -gt 204800 ]; then gzip -f "$out"; echo "gzipped $out"; fi
  done
done
