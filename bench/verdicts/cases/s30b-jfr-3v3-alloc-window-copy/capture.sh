#!/usr/bin/env bash
# Case s30b-jfr-3v3-alloc-window-copy: JFR settings=profile, 3 runs a side, interleaved, 7 s of work each.
# A GC log is written next to each recording (gclogs/SIDE-run-N.log) to show the allocation change.
set -euo pipefail
cd "$(dirname "$0")"
java -version 2>&1
BUILD=$(mktemp -d)
for side in before after; do javac -d "$BUILD/$side" workload/$side/Telemetry.java; done
mkdir -p before after gclogs
for i in 1 2 3; do
  for side in before after; do
    echo "== $side run $i"
    flock /tmp/flamediff-capture.lock \
      java -XX:+FlightRecorder -XX:StartFlightRecording=filename=$side/run-$i.jfr,settings=profile \
           -Xlog:gc:file=gclogs/$side-run-$i.log -cp "$BUILD/$side" Telemetry 7
    echo "GC pauses: $(grep -c Pause gclogs/$side-run-$i.log)"
  done
done
rm -rf "$BUILD"
