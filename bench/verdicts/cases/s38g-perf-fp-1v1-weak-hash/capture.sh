#!/usr/bin/env bash
# Builds both variants and captures one `perf record -g` (frame pointer) profile per side.
set -euo pipefail
HERE="$(cd "$(dirname "$0")" && pwd)"
SCRATCH=/tmp/s38g/weakhash
mkdir -p "$SCRATCH" "$HERE/before" "$HERE/after"
rm -f "$HERE"/before/* "$HERE"/after/*
FL="-O2 -g -fno-omit-frame-pointer -mno-omit-leaf-frame-pointer -fno-shrink-wrap -fno-optimize-sibling-calls -fno-schedule-insns -fno-schedule-insns2"
gcc --version | head -1; perf --version
gcc $FL -o "$SCRATCH/hash_before" "$HERE/workload/hashbench.c"
gcc $FL -DWEAK_HASH -o "$SCRATCH/hash_after" "$HERE/workload/hashbench.c"
NQ=3000000
for side in before after; do
  echo "== $side run-1 $(date -u +%H:%M:%S)"
  flock /tmp/flamediff-capture.lock perf record -g -F 999 -o "$SCRATCH/$side.data" "$SCRATCH/hash_$side" $NQ
  perf script -i "$SCRATCH/$side.data" > "$HERE/$side/run-1.perf.txt" 2>/dev/null
  rm -f "$SCRATCH/$side.data"
  if [ "$(stat -c %s "$HERE/$side/run-1.perf.txt")" -gt 204800 ]; then gzip -9 "$HERE/$side/run-1.perf.txt"; fi
done
ls -l "$HERE/before" "$HERE/after"
