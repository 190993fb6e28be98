#!/bin/bash
# Capture: node --perf-basic-prof under perf record -F 999 -g, 1 run per side, interleaved b1, a1.
set -euo pipefail
CASE=$(cd "$(dirname "$0")" && pwd)
W=/tmp/s36d/nodeperf
rm -rf "$W"; mkdir -p "$W"
node --version; perf --version
rm -f "$CASE"/before/* "$CASE"/after/*
for i in 1; do
  for side in before after; do
    echo "== $side run $i"
    # both sides run from the same path so JS frame names (file:///.../consumer.js:L:C) are comparable;
    # the cwd also receives node's isolate-*-v8.log, kept out of the case directory
    rm -rf "$W/app"; mkdir -p "$W/app"; cp "$CASE/workload/$side/consumer.js" "$W/app/"
    cd "$W/app"
    flock /tmp/flamediff-capture.lock \
      perf record -F 999 -g -o "$W/$side-$i.data" -- node --perf-basic-prof consumer.js 5000
    perf script -i "$W/$side-$i.data" > "$CASE/$side/run-$i.perf.txt" 2> "$W/$side-$i.script.err"
    # the JIT map written by --perf-basic-prof is only needed until perf script has run
    for pid in $(perf script -i "$W/$side-$i.data" -F pid 2>/dev/null | sort -u); do rm -f "/tmp/perf-$pid.map"; done
    gzip -9n "$CASE/$side/run-$i.perf.txt"
  done
done
ls -l "$CASE"/before "$CASE"/after
