#!/bin/bash
# Case s33c-node-perf-3v3-deepcopy: Node 20 under perf (fp call graphs + --perf-basic-prof JIT map).
# Runs are interleaved: before-1, after-1, before-2, after-2, before-3, after-3.
set -euo pipefail
cd "$(dirname "$0")"
export RUN_MS=4000 RISK_ROUNDS=7000
tmp=$(mktemp -d)
for i in 1 2 3; do
  for side in before after; do
    echo "== $side run-$i $(date +%T)"
    flock /tmp/flamediff-capture.lock \
      perf record -F 999 -g -o "$tmp/$side-$i.data" -- \
      node --perf-basic-prof --no-turbo-inlining "workload/$side.js"
    perf script -i "$tmp/$side-$i.data" > "$side/run-$i.perf.txt" 2>/dev/null
    if [ "$(stat -c %s "$side/run-$i.perf.txt")" -gt 2000000 ]; then gzip -9f "$side/run-$i.perf.txt"; fi
    ls -l "$side"/run-$i.perf.txt*
  done
done
rm -rf "$tmp"
