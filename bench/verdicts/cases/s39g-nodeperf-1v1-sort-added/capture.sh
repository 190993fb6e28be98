#!/bin/bash
# Node under perf: node --perf-basic-prof (writes /tmp/perf-<pid>.map for JIT frames),
# perf record -g (frame-pointer call graphs) at 999 Hz, perf script to text. 1 run per side.
set -euo pipefail
HERE="$(cd "$(dirname "$0")" && pwd)"
SCR=/tmp/s39g/node-sort
mkdir -p "$SCR" "$HERE/before" "$HERE/after"
cd "$SCR"  # node writes isolate-*-v8.log into the cwd (added after the real capture, see README)
node --version; perf --version
# NODE_EXTRA_CA_CERTS (if set in the environment) makes node parse certificates at startup; unset it
# so both sides only run the workload + normal node startup.
for side in before after; do
  echo "== $side run-1"
  flock /tmp/flamediff-capture.lock \
    env -u NODE_EXTRA_CA_CERTS perf record -F 999 -g -o "$SCR/perf-$side.data" -- \
      node --perf-basic-prof "$HERE/workload/search.js" $side 400
  perf script -i "$SCR/perf-$side.data" > "$HERE/$side/run-1.perf.txt" 2>/dev/null
  # remove only the map file of the node process we just profiled
  pid=$(awk 'NR==1{print $2; exit}' "$HERE/$side/run-1.perf.txt")
  echo "node pid=$pid; JIT frames resolved: $(grep -c 'perf-'"$pid"'.map' "$HERE/$side/run-1.perf.txt")"
  rm -f "/tmp/perf-$pid.map" "$SCR/perf-$side.data"
  ls -l "$HERE/$side/run-1.perf.txt"
  gzip -f "$HERE/$side/run-1.perf.txt"
done
ls -l "$HERE/before" "$HERE/after"
