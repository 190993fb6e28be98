#!/usr/bin/env bash
# Rerunnable capture for s39d-jfr-1v1-autoboxing.
# JFR (OpenJDK 17) settings=profile with jdk.ExecutionSample#period=5ms, 1 run per side,
# 3000 rounds x 200,000 items in both variants. The two variants differ only in the
# type of the accumulator in Ledger.sumAmounts (long vs Long).
set -euo pipefail
cd "$(dirname "$0")"
SCR=/tmp/s39d/jfr-autoboxing
LOCK=/tmp/flamediff-capture.lock
ROUNDS=3000
JAVA=${JAVA:-/usr/lib/jvm/java-17-openjdk-amd64/bin/java}
JAVAC=${JAVAC:-/usr/lib/jvm/java-17-openjdk-amd64/bin/javac}
rm -rf "$SCR"; mkdir -p "$SCR"
for side in before after; do
  "$JAVAC" -g -d "$SCR/classes-$side" workload/$side/com/example/ledger/Ledger.java
done
echo "== $(date -u +%FT%TZ) $("$JAVA" -version 2>&1 | head -2 | tr '\n' ' ') kernel $(uname -r)"
rm -f before/run-* after/run-*
for side in before after; do
  echo "-- $side run 1"
  /usr/bin/time -f "   wall=%es user=%Us" flock "$LOCK" "$JAVA" \
    -XX:StartFlightRecording:filename=$side/run-1.jfr,settings=profile,jdk.ExecutionSample#period=5ms \
    -cp "$SCR/classes-$side" com.example.ledger.Ledger $ROUNDS 2>&1
  echo "   $(jfr summary $side/run-1.jfr | grep -E 'jdk.ExecutionSample ')"
  if [ "$(stat -c %s "$side/run-1.jfr")" -gt 204800 ]; then gzip -9f "$side/run-1.jfr"; fi
done
ls -l before after
