#!/bin/bash
# Builds both variants of workload/hashbench.c and captures 3 before + 3 after
# perf profiles (DWARF call graphs), interleaved, each under the shared flock.
set -euo pipefail
CASE="$(cd "$(dirname "$0")" && pwd)"
SCRATCH=/tmp/s43f/c1
mkdir -p "$SCRATCH" "$CASE/before" "$CASE/after"
CFLAGS="-O2 -g -fno-omit-frame-pointer"
gcc $CFLAGS -o "$SCRATCH/hash_before" "$CASE/workload/hashbench.c"
gcc $CFLAGS -DWEAK_HASH -o "$SCRATCH/hash_after" "$CASE/workload/hashbench.c"
echo "perf: $(perf --version)"; echo "gcc: $(gcc --version | head -1)"; echo "kernel: $(uname -r)"
for i in 1 2 3; do
  for side in before after; do
    echo "=== $side run-$i ($(date -u +%H:%M:%S))"
    data="$SCRATCH/$side-$i.data"
    flock /tmp/flamediff-capture.lock \
      perf record -F 999 --call-graph dwarf,16384 -o "$data" "$SCRATCH/hash_$side" 2>&1
    out="$CASE/$side/run-$i.perf.txt"
    perf script -i "$data" -F comm,pid,tid,time,event,ip,sym,dso > "$out" 2>/dev/null
    rm -f "$data"
    if [ "$(stat -c %s "$out")" -gt 200000 ]; then gzip -f "$out"; out="$out.gz"; fi
    echo "wrote $out ($(stat -c %s "$out") bytes)"
  done
done
