#!/bin/bash
# perf record -g of node --perf-basic-prof, one run per side.
set -euo pipefail
CASE=$(cd "$(dirname "$0")" && pwd)
W=/tmp/s38c/nodeperf
mkdir -p "$W" "$CASE/before" "$CASE/after"
perf --version; node --version
for side in before after; do
  echo "== $side run 1"
  rm -f "$W/perf.data"
  cd "$W"   # node --perf-basic-prof also writes isolate-*-v8.log into the cwd; keep it out of the case dir
  flock /tmp/flamediff-capture.lock \
    perf record -F 999 -g -o "$W/perf.data" -- node --perf-basic-prof "$CASE/workload/app.js" "$side" 100000
  perf script -i "$W/perf.data" > "$CASE/$side/run-1.perf.txt" 2>/dev/null
  # remove the JIT map files this run created (perf script has already used them)
  for pid in $(awk '/^node /{print $2; exit}' "$CASE/$side/run-1.perf.txt"); do rm -f "/tmp/perf-$pid.map"; done
  rm -f "$W/perf.data" "$W"/isolate-*-v8.log "$CASE/$side/run-1.perf.txt.gz"
  echo "samples: $(grep -c '^node ' "$CASE/$side/run-1.perf.txt")"
  gzip -9 "$CASE/$side/run-1.perf.txt"
done
ls -l "$CASE/before" "$CASE/after"
