#!/bin/bash
# Captures 3 "before" and 3 "after" runs of workload/work.js under perf (frame-pointer call graphs),
# with node --perf-basic-prof so JIT frames are symbolised from /tmp/perf-<pid>.map.
set -euo pipefail
cd "$(dirname "$0")"
CASE=$(pwd)
SCR=/tmp/s39c/c1-capture; mkdir -p "$SCR"
ITER=2000000
node --version; perf --version; uname -r
for side in before after; do
  for r in 1 2 3; do
    rm -f "$SCR/perf.data" "$SCR/pid"
    flock /tmp/flamediff-capture.lock perf record -g -F 999 -o "$SCR/perf.data" -- \
      sh -c 'cd '"$SCR"'; echo $$ > pid; exec node --perf-basic-prof --interpreted-frames-native-stack '"$CASE"'/workload/work.js '"$side $ITER"
    pid=$(cat "$SCR/pid")
    perf script -i "$SCR/perf.data" > "$CASE/$side/run-$r.perf.txt"
    rm -f "$SCR/perf.data" "/tmp/perf-$pid.map"
    gzip -f "$CASE/$side/run-$r.perf.txt"
    echo "$side run-$r: pid $pid, $(zcat "$CASE/$side/run-$r.perf.txt.gz" | grep -c '^node\|^sh ') samples"
  done
done
