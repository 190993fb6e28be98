#!/usr/bin/env bash
# Builds both sides of CsvIngest and captures 3 JFR recordings per side, interleaved.
set -euo pipefail
CASE=$(cd "$(dirname "$0")" && pwd)
WORK=/tmp/s34b/jfr
ROUNDS=${ROUNDS:-90}
mkdir -p "$WORK"
echo "== $(date -u +%FT%TZ) capture s34b-jfr-3v3-parse-exceptions"
java -version 2>&1 | sed 's/^/java: /'
for side in before after; do
  rm -rf "$WORK/$side"; mkdir -p "$WORK/$side"
  javac -d "$WORK/$side" "$CASE/workload/$side/CsvIngest.java"
  rm -f "$CASE/$side"/run-*.jfr*
done
for i in 1 2 3; do
  for side in before after; do
    out="$CASE/$side/run-$i.jfr"
    echo "-- $side run $i"
    flock /tmp/flamediff-capture.lock /usr/bin/time -f "$side run-$i: wall %e s, user %U s, sys %S s" \
      java -XX:+FlightRecorder -XX:+UnlockDiagnosticVMOptions -XX:+DebugNonSafepoints \
           -XX:StartFlightRecording=filename="$out",settings=profile \
           -cp "$WORK/$side" CsvIngest "$ROUNDS" 2>&1
    ls -l "$out" | awk '{print "   size", $5}'
  done
done
for f in "$CASE"/before/run-*.jfr "$CASE"/after/run-*.jfr; do
  if [ "$(stat -c %s "$f")" -gt 2000000 ]; then gzip -9 "$f"; echo "gzipped $f"; fi
done
