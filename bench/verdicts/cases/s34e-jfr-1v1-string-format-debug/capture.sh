#!/bin/bash
# One JFR recording per side (settings=profile: jdk.ExecutionSample every 10 ms),
# before then after, each run under the shared capture lock.
# before = workload/before/Ledger.java, after = workload/after/Ledger.java
# (Ledger.post builds a String.format debug message per record; debug is off).
set -euo pipefail
HERE=$(cd "$(dirname "$0")" && pwd)
B=/tmp/s34e/c3-build
rm -rf "$B" && mkdir -p "$B"
echo "# $(date -u +%FT%TZ) $(uname -r)"
java -version 2>&1 | sed 's/^/# /'
for side in before after; do
  mkdir -p "$B/$side" && cp "$HERE/workload/$side/Ledger.java" "$B/$side/"
  (cd "$B/$side" && javac Ledger.java)
done
echo "# compiled with $(javac -version 2>&1)"
i=1
for side in before after; do
  echo "## $side run-$i: java -XX:StartFlightRecording=filename=$HERE/$side/run-$i.jfr,settings=profile Ledger"
  (cd "$B/$side" && flock /tmp/flamediff-capture.lock /usr/bin/time -f "wall=%e s user=%U s sys=%S s" \
    java -XX:StartFlightRecording=filename="$HERE/$side/run-$i.jfr",settings=profile Ledger 2>&1)
done
