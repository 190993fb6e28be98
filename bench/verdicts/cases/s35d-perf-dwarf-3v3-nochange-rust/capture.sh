#!/bin/bash
# Control: before/ and after/ build and run identical copies of the wordfreq crate.
# 3 runs per side, interleaved before-1, after-1, before-2, ...
set -euo pipefail
cd "$(dirname "$0")"
CASE=$PWD
SCRATCH=/tmp/s35d/c2
mkdir -p $SCRATCH
for side in before after; do
  rm -rf $SCRATCH/build-$side && mkdir -p $SCRATCH/build-$side
  cp -r "$CASE/workload/$side/." $SCRATCH/build-$side/
  (cd $SCRATCH/build-$side && RUSTFLAGS="-C force-frame-pointers=no" cargo build --release 2>&1 | tail -1)
  echo "$side binary sha256: $(sha256sum $SCRATCH/build-$side/target/release/wordfreq | cut -c1-16)"
done
for i in 1 2 3; do
  for side in before after; do
    echo "=== $side run-$i $(date -u +%H:%M:%S)"
    data=$SCRATCH/$side-$i.perf.data
    cd $SCRATCH/build-$side
    /usr/bin/time -f "elapsed %e s user %U s sys %S s" \
      flock /tmp/flamediff-capture.lock \
      perf record --call-graph dwarf -F 499 -o $data -- ./target/release/wordfreq 4 2>&1
    perf script -i $data > "$CASE/$side/run-$i.perf.txt" 2>/dev/null
    echo "samples (perf script events): $(grep -cE '^\S.*cpu-clock|^\S.*cycles' "$CASE/$side/run-$i.perf.txt")"
    sz=$(stat -c %s "$CASE/$side/run-$i.perf.txt")
    if [ "$sz" -gt 1048576 ]; then gzip -9 -f "$CASE/$side/run-$i.perf.txt"; echo "gzipped ($sz bytes raw)"; fi
    cd "$CASE"
  done
done
