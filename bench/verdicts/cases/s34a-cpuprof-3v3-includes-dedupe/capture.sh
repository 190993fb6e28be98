#!/usr/bin/env bash
# Capture s34a-cpuprof-3v3-includes-dedupe: Node 20 --cpu-prof (default 1000 us interval),
# 3 runs a side, interleaved. Each side's source is copied to the SAME path
# (/tmp/s34a/c4/logstats.js) before its run, as a checkout of each commit would be,
# so script URLs are identical on both sides.
set -euo pipefail
CASE=$(cd "$(dirname "$0")" && pwd)
WORK=/tmp/s34a/c4; mkdir -p "$WORK"
LOCK=/tmp/flamediff-capture.lock
{
echo "== versions"; node --version; uname -r
for i in 1 2 3; do
  for side in before after; do
    cp "$CASE/workload/logstats.$side.js" "$WORK/logstats.js"
    echo "== $side run $i"
    flock $LOCK /usr/bin/time -f "time: wall=%e s user=%U s sys=%S s" \
      node --cpu-prof --cpu-prof-dir="$CASE/$side" --cpu-prof-name="run-$i.cpuprofile" "$WORK/logstats.js" 400000 250 2>&1
  done
done
} 2>&1 | tee "$CASE/capture.log"
