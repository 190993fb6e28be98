#!/usr/bin/env bash
# Control: identical binary, 3 before + 3 after `perf record -g` runs, interleaved.
# before reads input seed 1, after reads input seed 2 (same size, same distribution).
set -euo pipefail
HERE="$(cd "$(dirname "$0")" && pwd)"
SCRATCH=/tmp/s38g/control
mkdir -p "$SCRATCH" "$HERE/before" "$HERE/after"
rm -f "$HERE"/before/* "$HERE"/after/*
FL="-O2 -g -fno-omit-frame-pointer -mno-omit-leaf-frame-pointer -fno-shrink-wrap -fno-optimize-sibling-calls -fno-schedule-insns -fno-schedule-insns2"
gcc --version | head -1; perf --version
gcc -O2 -o "$SCRATCH/gen_input" "$HERE/workload/gen_input.c"
gcc $FL -o "$SCRATCH/recstats" "$HERE/workload/recstats.c"
N=5000000
"$SCRATCH/gen_input" 1 $N "$SCRATCH/input-before.txt"
"$SCRATCH/gen_input" 2 $N "$SCRATCH/input-after.txt"
ls -l "$SCRATCH"/input-*.txt; md5sum "$SCRATCH"/input-*.txt "$SCRATCH/recstats"
for i in 1 2 3; do
  for side in before after; do
    echo "== $side run-$i $(date -u +%H:%M:%S)"
    flock /tmp/flamediff-capture.lock perf record -g -F 999 -o "$SCRATCH/$side-$i.data" \
      "$SCRATCH/recstats" "$SCRATCH/input-$side.txt"
    perf script -i "$SCRATCH/$side-$i.data" > "$HERE/$side/run-$i.perf.txt" 2>/dev/null
    rm -f "$SCRATCH/$side-$i.data"
    if [ "$(stat -c %s "$HERE/$side/run-$i.perf.txt")" -gt 204800 ]; then gzip -9 "$HERE/$side/run-$i.perf.txt"; fi
  done
done
rm -f "$SCRATCH"/input-*.txt
ls -l "$HERE/before" "$HERE/after"
