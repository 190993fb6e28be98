#!/bin/bash
# Case s33e-perfdwarf-3v3-cpp-weights-by-value: perf record --call-graph dwarf on a C++ (-O2 -g) program.
set -euo pipefail
CASE=$(cd "$(dirname "$0")" && pwd)
BUILD=/tmp/s33e-build-c1
mkdir -p "$BUILD"
g++ --version | head -1
for v in before after; do
  g++ -O2 -g -fno-omit-frame-pointer -o "$BUILD/$v" "$CASE/workload/$v.cpp"
done
for i in 1 2 3; do
  for v in before after; do
    echo "== $v run-$i $(date +%T)"
    flock /tmp/flamediff-capture.lock \
      perf record -F 999 --call-graph dwarf,16384 -o "$BUILD/$v-$i.data" -- "$BUILD/$v" 8000
    perf script -i "$BUILD/$v-$i.data" > "$CASE/$v/run-$i.perf.txt"
    sz=$(stat -c %s "$CASE/$v/run-$i.perf.txt")
    if [ "$sz" -gt 2000000 ]; then gzip -9f "$CASE/$v/run-$i.perf.txt"; fi
    ls -l "$CASE/$v"/run-$i.perf.txt*
  done
done
rm -rf "$BUILD"
