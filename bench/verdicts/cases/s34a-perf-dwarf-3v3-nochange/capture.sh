#!/usr/bin/env bash
# Capture s34a-perf-dwarf-3v3-nochange: C++ -O2 -g, perf record --call-graph dwarf -F 499,
# 3 runs a side, interleaved. NO source change: the same routeidx.cpp is "checked out" into two
# directories and built separately in each (as a CI job building each commit would), so the
# before and after binaries live at different paths and have different build ids.
set -euo pipefail
CASE=$(cd "$(dirname "$0")" && pwd)
WORK=/tmp/s34a/c5; mkdir -p "$WORK"
LOCK=/tmp/flamediff-capture.lock
CXXFLAGS="-O2 -g -std=c++17"
SCALE=6
{
echo "== versions"; perf --version; g++ --version | head -1; uname -r
for side in before after; do
  rm -rf "$WORK/checkout-$side"; mkdir -p "$WORK/checkout-$side/build"
  cp "$CASE/workload/routeidx.cpp" "$WORK/checkout-$side/"
  (cd "$WORK/checkout-$side" && g++ $CXXFLAGS -o build/routeidx routeidx.cpp)
  echo "$side binary: $WORK/checkout-$side/build/routeidx sha256=$(sha256sum < "$WORK/checkout-$side/build/routeidx" | cut -c1-16) $(file "$WORK/checkout-$side/build/routeidx" | grep -o 'BuildID\[sha1\]=[0-9a-f]*')"
done
echo "source sha256: $(sha256sum < "$CASE/workload/routeidx.cpp" | cut -c1-16) (both sides)"
for i in 1 2 3; do
  for side in before after; do
    data=$WORK/$side-$i.data
    echo "== $side run $i"
    # /usr/bin/time wraps perf record, so its figures include perf's own overhead
    (cd "$WORK/checkout-$side" && flock $LOCK /usr/bin/time -f "time: wall=%e s user=%U s sys=%S s" \
      perf record -F 499 --call-graph dwarf -o "$data" -- ./build/routeidx $SCALE 2>&1)
    perf script -i "$data" > "$CASE/$side/run-$i.perf.txt" 2>/dev/null
    gzip -9f "$CASE/$side/run-$i.perf.txt"
    rm -f "$data"
  done
done
} 2>&1 | tee "$CASE/capture.log"
