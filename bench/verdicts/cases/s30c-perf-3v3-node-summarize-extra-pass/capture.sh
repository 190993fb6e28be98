#!/bin/bash
# Case s30c-perf-3v3-node-summarize-extra-pass: perf -g (frame pointers) of node --perf-basic-prof,
# 3 before / 3 after, interleaved. perf script resolves JIT frames via /tmp/perf-<pid>.map.
set -euo pipefail
cd "$(dirname "$0")"
LOCK=/tmp/flamediff-capture.lock
TMP=$(mktemp -d)
node --version; perf --version
for i in 1 2 3; do
  for v in before after; do
    echo "== $v run-$i"
    cp "workload/orders_$v.js" "$TMP/orders.js"     # same script path on both sides
    /usr/bin/time -f "wall=%es user=%Us sys=%Ss" \
      flock "$LOCK" perf record -F 999 -g -o "$TMP/$v-$i.data" -- node --perf-basic-prof "$TMP/orders.js"
    perf script -i "$TMP/$v-$i.data" > "$v/run-$i.perf.txt"
    ls -l "$v/run-$i.perf.txt"
  done
done
rm -rf "$TMP"
