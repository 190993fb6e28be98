#!/bin/bash
# Case s33e-perf-rust-3v3-blocklist-hashset-improvement: perf record -g (frame pointers) of a release Rust build.
set -euo pipefail
CASE=$(cd "$(dirname "$0")" && pwd)
BUILD=/tmp/s33e-build-c4
mkdir -p "$BUILD"
rustc --version
for v in before after; do
  # both binaries get the same crate name so symbols read eventfilter::...
  rustc -C opt-level=3 -C force-frame-pointers=yes -g --crate-name eventfilter -o "$BUILD/$v" "$CASE/workload/$v.rs"
done
for i in 1 2 3; do
  for v in before after; do
    echo "== $v run-$i $(date +%T)"
    flock /tmp/flamediff-capture.lock \
      perf record -F 999 -g -o "$BUILD/$v-$i.data" -- "$BUILD/$v" 500
    perf script -i "$BUILD/$v-$i.data" > "$CASE/$v/run-$i.perf.txt"
    sz=$(stat -c %s "$CASE/$v/run-$i.perf.txt")
    if [ "$sz" -gt 2000000 ]; then gzip -9f "$CASE/$v/run-$i.perf.txt"; fi
    ls -l "$CASE/$v"/run-$i.perf.txt*
  done
done
rm -rf "$BUILD"
