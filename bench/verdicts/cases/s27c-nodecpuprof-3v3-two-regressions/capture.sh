#!/bin/bash
# Recaptures this case: node --cpu-prof (default 1 ms sampling interval), 3 runs a side,
# interleaved b1 a1 b2 a2 b3 a3, each holding the shared capture lock. Both sides run from
# the same path (/tmp/flamediff-capture/<case>/logstats.cjs) so frames carry the same URL.
# Workload: 100000 generated access-log lines (seed 42), 6 analysis rounds.
# Afterwards: workload/measure.cjs prints the measured shares; workload/compare_normalize.cjs
# checks both normalizePath versions agree; workload/bench_functions.cjs times
# normalizePath and sessionize per call on both sides.
set -euo pipefail
HERE=$(cd "$(dirname "$0")" && pwd)
CASE=$(basename "$HERE")
BUILD=/tmp/flamediff-capture/$CASE
LOCK=/tmp/flamediff-capture.lock
ARGS="100000 6 42"
rm -rf "$BUILD"; mkdir -p "$BUILD"
for side in before after; do mkdir -p "$HERE/$side"; rm -f "$HERE/$side"/run-*; done
node --version
for i in 1 2 3; do
    for side in before after; do
        cp "$HERE/workload/$side/logstats.cjs" "$BUILD/logstats.cjs"
        echo "== $side run $i"
        (cd "$BUILD" && flock "$LOCK" node --cpu-prof --cpu-prof-dir="$BUILD/prof" \
            --cpu-prof-name="run-$i.cpuprofile" logstats.cjs $ARGS)
        mv "$BUILD/prof/run-$i.cpuprofile" "$HERE/$side/run-$i.cpuprofile"
    done
done
rm -rf "$BUILD"
cd "$HERE"
node workload/measure.cjs main,parseLine,groupByRoute,normalizePath,agentFamily,sessionize,renderReport,generateLog before/run-* after/run-*
node workload/compare_normalize.cjs workload/before/logstats.cjs workload/after/logstats.cjs
flock "$LOCK" node workload/bench_functions.cjs workload/before/logstats.cjs workload/after/logstats.cjs
