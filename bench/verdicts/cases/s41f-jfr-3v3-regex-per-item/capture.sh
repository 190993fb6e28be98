#!/bin/bash
# Rerunnable capture for s41f-jfr-3v3-regex-per-item: 3 JFR runs per side.
set -euo pipefail
cd "$(dirname "$0")"
CLS=/tmp/s41f/jfrclasses
java -version 2>&1 | head -2
rm -rf $CLS; javac -d $CLS workload/src/com/example/logagg/*.java
rm -f before/* after/*
ITEMS=1500000
for side in before after; do
  mode=precompiled; [ $side = after ] && mode=replaceall
  for r in 1 2 3; do
    echo "== $side run-$r mode=$mode $(date -Is)"
    flock /tmp/flamediff-capture.lock \
      java -XX:StartFlightRecording=filename=$side/run-$r.jfr,settings=profile,dumponexit=true \
        -cp $CLS com.example.logagg.LogAggregator $mode $ITEMS
  done
done
for f in before/* after/*; do
  if [ "$(stat -c %s "$f")" -gt 204800 ]; then gzip -9 "$f"; fi
done
ls -l before after
