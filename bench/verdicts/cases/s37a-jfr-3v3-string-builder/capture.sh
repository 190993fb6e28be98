#!/usr/bin/env bash
# Compiles the before/after ReportJob (they differ only in renderRow) and records
# 3 JFR files per side with settings=profile (jdk.ExecutionSample every 10 ms),
# interleaved b1 a1 b2 a2 b3 a3; run N uses seed N on both sides.
set -euo pipefail
cd "$(dirname "$0")"
OUT=/tmp/s37a-jfr
RECORDS=900000
for side in before after; do
  mkdir -p $OUT/$side
  javac -d $OUT/$side workload/$side/ReportJob.java
done
java -version 2>&1 | head -2
rm -f before/* after/*
for i in 1 2 3; do
  for side in before after; do
    echo "== $side run-$i: java -XX:StartFlightRecording:settings=profile,filename=$side/run-$i.jfr -cp $OUT/$side ReportJob $i $RECORDS"
    flock /tmp/flamediff-capture.lock \
      /usr/bin/time -f "   wall inside lock: %e s (user %U s, sys %S s)" \
      java -XX:StartFlightRecording:settings=profile,filename="$side/run-$i.jfr" -cp "$OUT/$side" ReportJob "$i" $RECORDS
  done
done
for f in before/* after/*; do
  if [ "$(stat -c %s "$f")" -gt 204800 ]; then gzip -9n "$f"; fi
done
ls -l before after
python3 measure.py
