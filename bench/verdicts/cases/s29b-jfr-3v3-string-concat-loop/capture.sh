#!/usr/bin/env bash
# Reproduces the capture: builds both versions, then 3 JFR runs each (settings=profile: Java execution
# samples every 10 ms), one run at a time under the capture lock.
set -euo pipefail
CASE="$(cd "$(dirname "$0")" && pwd)"
java -version 2>&1 | head -2
"$CASE/workload/build.sh"
for side in before after; do
  for n in 1 2 3; do
    echo "== $side run $n"
    rm -f "$CASE/$side/run-$n.jfr"
    start=$(date +%s.%N)
    flock /tmp/flamediff-capture.lock \
      java -XX:StartFlightRecording=filename="$CASE/$side/run-$n.jfr",settings=profile \
        -cp "$CASE/workload/$side/classes" CsvExport 8
    end=$(date +%s.%N)
    echo "wall: $(echo "$end - $start" | bc) s"
  done
done
