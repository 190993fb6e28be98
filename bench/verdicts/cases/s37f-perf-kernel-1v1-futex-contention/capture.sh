#!/usr/bin/env bash
# Rerunnable capture for s37f-perf-kernel-1v1-futex-contention.
# Builds tally.c twice (private histograms vs one global mutex per item),
# then records one perf run per side (before first, then after) with
# frame-pointer call graphs incl. kernel stacks, and dumps `perf script`.
set -euo pipefail
cd "$(dirname "$0")"
ITEMS=${ITEMS:-16000000}
THREADS=${THREADS:-4}
BUILD=${BUILD:-/tmp/s37f-futex-build}
mkdir -p "$BUILD"
# clang-14 (apt-get install clang-14): unlike Debian's gcc 12, clang keeps the
# frame pointer in leaf functions (hash_record) with -fno-omit-frame-pointer.
# -fno-optimize-sibling-calls: tally_item must not tail-jump into pthread_mutex_unlock.
CC=${CC:-clang-14}
CFLAGS="-O2 -g -fno-omit-frame-pointer -fno-optimize-sibling-calls -pthread"
$CC --version | head -1
$CC $CFLAGS -DGLOBAL_LOCK=0 -o "$BUILD/tally-before" workload/tally.c
$CC $CFLAGS -DGLOBAL_LOCK=1 -o "$BUILD/tally-after" workload/tally.c
perf --version
uname -r
rm -f before/* after/*
for side in before after; do
  echo "== $side run 1"
  flock /tmp/flamediff-capture.lock \
    perf record -F 999 -g -o "$BUILD/$side.data" -- "$BUILD/tally-$side" "$ITEMS" "$THREADS"
  perf script -i "$BUILD/$side.data" > "$side/run-1.perf.txt"
  echo "$side: $(grep -c 'cpu-clock' "$side/run-1.perf.txt") samples"
  gzip -9n "$side/run-1.perf.txt"
done
ls -l before after
