#!/bin/bash
# Builds workload/writer.c with frame pointers and captures 1 before + 1 after run with
# perf record -g (frame-pointer call graphs, user + kernel stacks), then plain perf script.
set -euo pipefail
cd "$(dirname "$0")"
CASE=$(pwd)
SCR=/tmp/s39c/c4-capture; mkdir -p "$SCR"
gcc --version | head -1; perf --version; uname -r
gcc -O2 -g -fno-omit-frame-pointer -fno-optimize-sibling-calls -o "$SCR/writer" workload/writer.c
for side in before after; do
  rm -f "$SCR/perf.data" "$SCR/out.txt"
  flock /tmp/flamediff-capture.lock perf record -g -F 999 -o "$SCR/perf.data" -- \
    "$SCR/writer" "$side" "$SCR/out.txt" 2000000
  perf script -i "$SCR/perf.data" > "$CASE/$side/run-1.perf.txt"
  ls -l "$SCR/out.txt"
  rm -f "$SCR/perf.data" "$SCR/out.txt"
  gzip -f "$CASE/$side/run-1.perf.txt"
done
ls -l before after
