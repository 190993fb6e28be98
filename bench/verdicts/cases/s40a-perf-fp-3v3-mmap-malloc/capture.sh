#!/usr/bin/env bash
# Rerunnable capture for s40a-perf-fp-3v3-mmap-malloc.
# before: 64 KiB scratch buffers (heap); after: 256 KiB (above the pinned 128 KiB mmap threshold).
set -euo pipefail
HERE="$(cd "$(dirname "$0")" && pwd)"
TMP=/tmp/s40a/perf-mmap
mkdir -p "$TMP" "$HERE/before" "$HERE/after"
echo "perf: $(perf --version)  gcc: $(gcc --version | head -1)  kernel: $(uname -r)"
# -mno-omit-leaf-frame-pointer and -fno-optimize-sibling-calls: attempt 1 without them lost the
# caller frames of leaf mix_state/checksum_scratch (and process_item via a tail call).
CFLAGS="-O2 -g -fno-omit-frame-pointer -mno-omit-leaf-frame-pointer -fno-optimize-sibling-calls"
gcc $CFLAGS -DSCRATCH_BYTES=65536  -o "$TMP/scratch_before" "$HERE/workload/scratch.c"
gcc $CFLAGS -DSCRATCH_BYTES=262144 -o "$TMP/scratch_after"  "$HERE/workload/scratch.c"
ITEMS=50000
for run in 1 2 3; do
  for side in before after; do
    out="$HERE/$side/run-$run.perf.txt"
    rm -f "$out" "$out.gz"
    echo "== $side run-$run =="
    flock /tmp/flamediff-capture.lock \
      perf record -g -F 1999 -o "$TMP/perf.data" -- "$TMP/scratch_$side" "$ITEMS"
    perf script -i "$TMP/perf.data" > "$out"
    rm -f "$TMP/perf.data"
    echo "samples: $(grep -c -E '^\S.* [0-9]+\.[0-9]+: ' "$out")"
    if [ "$(stat -c %s "$out")" -gt 204800 ]; then gzip -f "$out"; echo "gzipped $out"; fi
  done
done
