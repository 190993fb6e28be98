#!/usr/bin/env bash
# Rerunnable capture for s37e-jfr-3v3-renamed-plus-regression.
# Both sides are the same class name (Workload), compiled into separate
# directories. JFR is started from the command line with the stock "profile"
# settings (Java execution samples every 10 ms) and dumped at exit.
# Runs interleaved b1 a1 b2 a2 b3 a3; each run is a separate JVM (~10 s).
set -euo pipefail
CASE="$(cd "$(dirname "$0")" && pwd)"
WORK=/tmp/s37e-java
ROUNDS=${ROUNDS:-700}
java -version 2>&1 | head -2
for side in before after; do
  rm -rf "$WORK/$side"; mkdir -p "$WORK/$side"
  javac -d "$WORK/$side" "$CASE/workload/$side/Workload.java"
done
rm -f "$CASE"/before/run-* "$CASE"/after/run-*
for i in 1 2 3; do
  for side in before after; do
    echo "== $side run $i: $(date -u +%H:%M:%S)"
    /usr/bin/time -f "wall %es user %Us" \
      flock /tmp/flamediff-capture.lock \
      java -XX:StartFlightRecording=filename="$CASE/$side/run-$i.jfr",settings=profile,dumponexit=true \
        -cp "$WORK/$side" Workload "$ROUNDS"
  done
done
for f in "$CASE"/before/run-*.jfr "$CASE"/after/run-*.jfr; do
  if [ "$(stat -c %s "$f")" -gt 204800 ]; then gzip -9n "$f"; fi
done
ls -l "$CASE"/before "$CASE"/after
python3 "$CASE/measure.py"
