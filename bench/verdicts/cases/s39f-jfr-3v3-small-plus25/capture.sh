#!/bin/bash
# Java JFR case: same item count both sides; "after" runs mix() with 50 rounds instead of 40 (+25%).
# Runs interleaved before/after; every profiled run holds the shared flock.
set -euo pipefail
cd "$(dirname "$0")"
ITEMS=1600000
SCR=/tmp/s39f/jfr
rm -rf "$SCR"; mkdir -p "$SCR/classes" before after
rm -f before/run-* after/run-*
java -version 2>&1 | head -2
javac -d "$SCR/classes" workload/src/s39f/Pipeline.java
for i in 1 2 3; do
  for side in before after; do
    if [ $side = before ]; then rounds=40; else rounds=50; fi
    out="$side/run-$i.jfr"
    echo "== $side run-$i mixRounds=$rounds items=$ITEMS seed=$i $(date +%T)"
    flock /tmp/flamediff-capture.lock \
      java -XX:+UnlockDiagnosticVMOptions -XX:+DebugNonSafepoints \
           -XX:StartFlightRecording=filename="$out",settings=profile \
           -cp "$SCR/classes" s39f.Pipeline "$ITEMS" "$rounds" "$i"
    if [ "$(stat -c %s "$out")" -gt 204800 ]; then gzip -9 "$out"; fi
  done
done
ls -l before after
