#!/usr/bin/env bash
# Captures the Node.js-under-perf verdict cases into ../cases/: perf record -g of node with
# --perf-basic-prof (JIT frames named from /tmp/perf-PID.map), perf script text gzipped.
set -euo pipefail
cd "$(dirname "$0")"
CASES=../cases
LOCK=/tmp/flamediff-capture.lock
sysctl -qw kernel.perf_event_paranoid=-1 || true
cap() { # CASE SIDE N CHANGE
  mkdir -p "$CASES/$1/$2"
  local data; data=$(mktemp /tmp/perf-XXXXXX.data)
  flock "$LOCK" env CHANGE="$4" SECONDS_TO_RUN=2.5 perf record -q -F 499 -g -o "$data" -- node --perf-basic-prof node/app.cjs >/dev/null 2>&1
  perf script -i "$data" 2>/dev/null | gzip -6 > "$CASES/$1/$2/run-$3.perf.txt.gz"
  rm -f "$data" /tmp/perf-*.map
}
pair() { rm -rf "$CASES/$1/before" "$CASES/$1/after"; for i in $(seq 1 "$2"); do cap "$1" before "$i" "$3"; cap "$1" after "$i" "$4"; done; }
sel=${1:-all}
run() { [ "$sel" = all ] || [ "$sel" = "$1" ]; }
run nodeperf-3v3-slow-render && pair nodeperf-3v3-slow-render 3 "" slow_render
run nodeperf-1v1-hash && pair nodeperf-1v1-hash 1 "" hash
