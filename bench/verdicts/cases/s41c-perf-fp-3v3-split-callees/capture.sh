#!/bin/bash
# perf record -g (frame-pointer call graphs), 999 Hz, 3 runs a side of workload/recs.c.
set -euo pipefail
HERE="$(cd "$(dirname "$0")" && pwd)"
BIN=/tmp/s41c/recs
DATA=/tmp/s41c/recs.perf.data
mkdir -p /tmp/s41c "$HERE/before" "$HERE/after"
perf --version; clang-14 --version | head -1
# clang, not gcc: gcc 12 here emits no frame pointer in leaf functions even with -fno-omit-frame-pointer,
# which made perf drop the caller of every leaf (first attempt, see capture-gcc-broken.log / README).
clang-14 -O2 -g -fno-omit-frame-pointer -mno-omit-leaf-frame-pointer -fno-optimize-sibling-calls -o "$BIN" "$HERE/workload/recs.c"
for side in before after; do
  for i in 1 2 3; do
    flock /tmp/flamediff-capture.lock perf record -g -F 999 -o "$DATA" -- "$BIN" $side
    perf script -i "$DATA" > "$HERE/$side/run-$i.perf.txt"
    rm -f "$DATA"
    if [ "$(stat -c %s "$HERE/$side/run-$i.perf.txt")" -gt 204800 ]; then gzip -f "$HERE/$side/run-$i.perf.txt"; fi
  done
done
ls -l "$HERE/before" "$HERE/after"
