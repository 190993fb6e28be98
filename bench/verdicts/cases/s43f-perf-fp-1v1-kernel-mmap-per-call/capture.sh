#!/bin/bash
# Builds workload/chunks.c in both variants and captures 1 before + 1 after profile
# with perf record -g (frame pointers, user + kernel stacks), under the shared flock.
set -euo pipefail
CASE="$(cd "$(dirname "$0")" && pwd)"
SCRATCH=/tmp/s43f/c4
mkdir -p "$SCRATCH" "$CASE/before" "$CASE/after"
CFLAGS="-O2 -g -fno-omit-frame-pointer"
gcc $CFLAGS -o "$SCRATCH/chunks_before" "$CASE/workload/chunks.c"
gcc $CFLAGS -DMMAP_PER_CALL -o "$SCRATCH/chunks_after" "$CASE/workload/chunks.c"
echo "perf: $(perf --version)"; echo "gcc: $(gcc --version | head -1)"; echo "kernel: $(uname -r)"
echo "THP: $(cat /sys/kernel/mm/transparent_hugepage/enabled)"
i=1
for side in before after; do
  echo "=== $side run-$i ($(date -u +%H:%M:%S))"
  data="$SCRATCH/$side-$i.data"
  flock /tmp/flamediff-capture.lock \
    perf record -F 999 -g -o "$data" "$SCRATCH/chunks_$side" 2>&1
  out="$CASE/$side/run-$i.perf.txt"
  perf script -i "$data" -F comm,pid,tid,time,event,ip,sym,dso > "$out" 2>/dev/null
  rm -f "$data"
  if [ "$(stat -c %s "$out")" -gt 200000 ]; then gzip -f "$out"; out="$out.gz"; fi
  echo "wrote $out ($(stat -c %s "$out") bytes)"
done
