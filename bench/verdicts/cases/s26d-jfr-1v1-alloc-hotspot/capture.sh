#!/bin/bash
# Capture s26d-jfr-1v1-alloc-hotspot: Java 17 record pipeline, JFR settings=profile,
# one run a side (before then after), each run under the capture lock.
# Both variants are the same class name (Pipeline) run from the same class-path directory.
set -euo pipefail
cd "$(dirname "$0")"
CASE=$PWD
T=$(mktemp -d /tmp/s26d-jfr.XXXXXX)
trap 'rm -rf "$T"' EXIT
java -version 2>&1 | head -2
mkdir -p "$T/before" "$T/after" "$T/cp"
javac -d "$T/before" workload/before/Pipeline.java
javac -d "$T/after" workload/after/Pipeline.java
rm -f before/run-* after/run-*
N=20000; BATCHES=90
for i in 1; do
  for side in before after; do
    echo "== $side run $i: $(date +%T)"
    rm -f "$T/cp/"*.class; cp "$T/$side/"*.class "$T/cp/"
    (cd "$T" && flock /tmp/flamediff-capture.lock /usr/bin/time -f "wall %e s" \
      java -Xms1g -Xmx1g -XX:StartFlightRecording=filename=run-$i.jfr,settings=profile \
        -cp "$T/cp" Pipeline $N $BATCHES)
    mv "$T/run-$i.jfr" "$side/run-$i.jfr"
  done
done
ls -la before after
echo "== culprit share (workload/jfr_share.py --top 15 '^Pipeline\\.encode\\b')"
python3 workload/jfr_share.py --top 15 '^Pipeline\.encode\b' before/run-1.jfr after/run-1.jfr
