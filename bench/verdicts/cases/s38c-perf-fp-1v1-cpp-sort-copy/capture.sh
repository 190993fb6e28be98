#!/bin/bash
# C++ -O2 -fno-omit-frame-pointer, perf record -g (frame pointers), one run per side.
# Both variants are copied to the same path before running so comm and DSO path are identical.
set -euo pipefail
CASE=$(cd "$(dirname "$0")" && pwd)
W=/tmp/s38c/cpp
mkdir -p "$W/build" "$CASE/before" "$CASE/after"
g++ --version | head -1; perf --version
g++ -O2 -fno-omit-frame-pointer -o "$W/build/sortnames_before" "$CASE/workload/sortnames.cpp"
g++ -O2 -fno-omit-frame-pointer -DAFTER -o "$W/build/sortnames_after" "$CASE/workload/sortnames.cpp"
for side in before after; do
  echo "== $side run 1"
  cp "$W/build/sortnames_$side" "$W/sortnames"
  rm -f "$W/perf.data"
  flock /tmp/flamediff-capture.lock perf record -F 999 -g -o "$W/perf.data" -- "$W/sortnames" 10 100000
  perf script -i "$W/perf.data" > "$CASE/$side/run-1.perf.txt" 2>/dev/null
  rm -f "$W/perf.data" "$CASE/$side/run-1.perf.txt.gz"
  echo "samples: $(grep -c '^sortnames ' "$CASE/$side/run-1.perf.txt")"
  gzip -9 "$CASE/$side/run-1.perf.txt"
done
ls -l "$CASE/before" "$CASE/after"
