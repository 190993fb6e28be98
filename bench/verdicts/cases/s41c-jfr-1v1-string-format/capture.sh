#!/bin/bash
# One run per side, Java Flight Recorder with the built-in "profile" settings
# (jdk.ExecutionSample every 10 ms). before = concat, after = format.
set -euo pipefail
HERE="$(cd "$(dirname "$0")" && pwd)"
CLS=/tmp/s41c/jclasses
mkdir -p "$CLS" "$HERE/before" "$HERE/after"
java -version 2>&1
rm -rf "$CLS"/bench; javac -d "$CLS" "$HERE/workload/bench/ReportGen.java"
flock /tmp/flamediff-capture.lock java -XX:StartFlightRecording=settings=profile,filename="$HERE/before/run-1.jfr" -cp "$CLS" bench.ReportGen concat 20
flock /tmp/flamediff-capture.lock java -XX:StartFlightRecording=settings=profile,filename="$HERE/after/run-1.jfr" -cp "$CLS" bench.ReportGen format 20
for f in "$HERE"/before/run-1.jfr "$HERE"/after/run-1.jfr; do
  if [ "$(stat -c %s "$f")" -gt 204800 ]; then gzip -f "$f"; fi
done
ls -l "$HERE/before" "$HERE/after"
