#!/bin/bash
# Case s33e-perf-node-3v3-options-closure-per-item: Node 20 under perf (frame pointers) with --perf-basic-prof.
# Both versions are run from the same path (/tmp/s33e-node-run/pricing.js) so JS frame names only differ
# by line:column, as they would after a real edit of one file.
set -euo pipefail
CASE=$(cd "$(dirname "$0")" && pwd)
RUN=/tmp/s33e-node-run
mkdir -p "$RUN"
node --version
perf --version
for i in 1 2 3; do
  for v in before after; do
    echo "== $v run-$i $(date +%T)"
    cp "$CASE/workload/$v/pricing.js" "$RUN/pricing.js"
    flock /tmp/flamediff-capture.lock \
      perf record -F 999 -g -o "$RUN/$v-$i.data" -- node --perf-basic-prof "$RUN/pricing.js"
    perf script -i "$RUN/$v-$i.data" > "$CASE/$v/run-$i.perf.txt"
    # the JIT symbol map written by --perf-basic-prof is only needed by perf script
    perf script -i "$RUN/$v-$i.data" -F pid > "$RUN/pids"
    pid=$(head -1 "$RUN/pids" | tr -d ' ')
    rm -f "/tmp/perf-$pid.map"
    sz=$(stat -c %s "$CASE/$v/run-$i.perf.txt")
    if [ "$sz" -gt 2000000 ]; then gzip -9f "$CASE/$v/run-$i.perf.txt"; fi
    ls -l "$CASE/$v"/run-$i.perf.txt*
  done
done
rm -rf "$RUN"
# Note: run from the case directory, node --perf-basic-prof also wrote isolate-0x...-v8.log files (V8 code-event
# logs) into the current directory; they are not profiles and were deleted by hand after the capture.
