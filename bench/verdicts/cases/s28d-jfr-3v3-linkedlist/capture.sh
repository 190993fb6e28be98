#!/bin/bash
# Captures 3 before / 3 after JFR recordings, interleaved.
set -e
cd "$(dirname "$0")"
java -version 2>&1 | head -1
for v in before after; do (cd workload/$v && javac -d ../../build/$v Pipeline.java); done
for i in 1 2 3; do
  for v in before after; do
    echo "== $v run $i"
    flock /tmp/flamediff-capture.lock java -XX:StartFlightRecording=filename=$v/run-$i.jfr,settings=profile \
      -cp build/$v -Dbatches=9000 Pipeline
  done
done
rm -rf build
ls -l before after
