#!/usr/bin/env bash
# Java 17 JFR, settings=profile (jdk.ExecutionSample every 10 ms), 3 runs a side, interleaved.
# No code change: the same program; "before" uses seeds 101..103 and "after" uses seeds 201..203 (same distribution).
set -euo pipefail
cd "$(dirname "$0")"
java -version 2>&1 | head -1
cls=$(mktemp -d)
javac -d "$cls" workload/AccessLogReport.java
for i in 1 2 3; do
  for side in before after; do
    if [ $side = before ]; then seed=$((100 + i)); else seed=$((200 + i)); fi
    echo "== $side run $i (seed $seed)"
    flock /tmp/flamediff-capture.lock java -XX:+FlightRecorder \
      -XX:StartFlightRecording=filename=$side/run-$i.jfr,settings=profile \
      -cp "$cls" AccessLogReport $seed
  done
done
rm -rf "$cls"
echo "== measurement: self / inclusive shares per run"
python3 workload/jfrtop.py before/run-*.jfr after/run-*.jfr
for rx in '^AccessLogReport\.normalizePath\b' '^AccessLogReport\.makeLine\b' '^AccessLogReport\.parseLine\b' '^AccessLogReport\.aggregate\b'; do
  echo "== share with $rx on the stack"
  python3 workload/measure.py "$rx" before/run-*.jfr after/run-*.jfr
done
