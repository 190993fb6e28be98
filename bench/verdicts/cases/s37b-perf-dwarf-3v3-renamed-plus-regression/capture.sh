#!/usr/bin/env bash
# Rerunnable capture for s37b-perf-dwarf-3v3-renamed-plus-regression.
# Builds before/after logpipe (same flags; both binaries are called "logpipe" so the
# comm is identical), then records 3 runs per side interleaved b1 a1 b2 a2 b3 a3 with
#   perf record -F 999 --call-graph dwarf
# and converts each with a plain `perf script` (default fields), gzipped.
set -euo pipefail
cd "$(dirname "$0")"
CASE=$PWD
BUILD=/tmp/s37b-dwarf-build
BATCHES=250
mkdir -p "$BUILD/before" "$BUILD/after"
for side in before after; do
  g++ -O2 -g -fno-omit-frame-pointer -o "$BUILD/$side/logpipe" "workload/$side/logpipe.cpp"
done
rm -f before/* after/*
for i in 1 2 3; do
  for side in before after; do
    echo "=== $side run $i"
    cd "$BUILD/$side"
    flock /tmp/flamediff-capture.lock \
      perf record -F 999 --call-graph dwarf -o perf-$i.data ./logpipe $BATCHES
    perf script -i perf-$i.data > "$CASE/$side/run-$i.perf.txt" 2>/dev/null
    gzip -9nf "$CASE/$side/run-$i.perf.txt"
    cd "$CASE"
  done
done
ls -l before after
python3 measure.py
