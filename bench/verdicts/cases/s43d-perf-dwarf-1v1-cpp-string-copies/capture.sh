#!/bin/bash
# Builds both variants of the router benchmark and captures 1 perf (DWARF unwinding)
# profile per side. Every profiled run holds /tmp/flamediff-capture.lock.
set -euo pipefail
CASE="$(cd "$(dirname "$0")" && pwd)"
WORK=/tmp/s43d/string-copies
ROUNDS=2000
mkdir -p "$WORK" "$CASE/before" "$CASE/after"
rm -f "$CASE"/before/run-* "$CASE"/after/run-*
for v in 0 1; do
  g++ -O2 -g -DBY_VALUE=$v -o "$WORK/router$v" "$CASE/workload/router.cpp"
done
perf --version
g++ --version | head -1
for side in before after; do
  v=0; [ "$side" = after ] && v=1
  echo "== $side run-1 (BY_VALUE=$v, rounds=$ROUNDS)"
  flock /tmp/flamediff-capture.lock \
    perf record --call-graph dwarf -F 999 -o "$WORK/perf.data" -- "$WORK/router$v" $ROUNDS
  perf script -i "$WORK/perf.data" > "$CASE/$side/run-1.perf.txt" 2>/dev/null
  rm -f "$WORK/perf.data"
  sz=$(stat -c %s "$CASE/$side/run-1.perf.txt")
  if [ "$sz" -gt 204800 ]; then gzip -9 -f "$CASE/$side/run-1.perf.txt"; fi
done
ls -l "$CASE/before" "$CASE/after"
