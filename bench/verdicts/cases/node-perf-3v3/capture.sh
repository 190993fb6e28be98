#!/usr/bin/env bash
# Reproduces this case: node --perf-basic-prof under perf record -F 499 -g (frame pointers),
# 3 run(s) a side, 3 s each, interleaved (before 1, after 1, before 2, ...), each run its own
# process, one capture at a time (shared flock). Both versions are copied to the same path
# (/tmp/flamediff-node-xform/app.js) before running, as a deployment would, so JIT frame names carry the same file
# path on both sides. Output: perf script text, run-N.perf.txt (gzipped when > 5 MB).
set -euo pipefail
cd "$(dirname "$0")"
RUNS=3
DUR_MS=3000
DEPLOY=/tmp/flamediff-node-xform
sysctl -q kernel.perf_event_paranoid=-1 || true
mkdir -p before after "$DEPLOY"
rm -f before/run-*.perf.txt* after/run-*.perf.txt*
tmp=$(mktemp -d); trap 'rm -rf "$tmp"' EXIT
: > capture.log
for i in $(seq 1 "$RUNS"); do
  for side in before after; do
    cp "workload/$side/app.js" "$DEPLOY/app.js"
    echo "$side run-$i start $(date -u +%FT%T.%3NZ)" >> capture.log
    flock /tmp/flamediff-capture.lock perf record -q -F 499 -g -o "$tmp/perf.data" -- \
      node --perf-basic-prof "$DEPLOY/app.js" "$DUR_MS" 2>> capture.log
    out="$side/run-$i.perf.txt"
    perf script -i "$tmp/perf.data" > "$out" 2>> "$tmp/script.err"
    pid=$(awk 'NR==1{print $2; exit}' "$out")
    rm -f "$tmp/perf.data" "/tmp/perf-$pid.map"
    if [ "$(stat -c %s "$out")" -gt 5000000 ]; then gzip -9 "$out"; fi
  done
done
