#!/bin/bash
# Builds both variants of the record parser and captures 3 perf profiles per side.
# Every profiled run holds /tmp/flamediff-capture.lock.
set -euo pipefail
CASE="$(cd "$(dirname "$0")" && pwd)"
WORK=/tmp/s43d/malloc-per-item
PASSES=3000
mkdir -p "$WORK" "$CASE/before" "$CASE/after"
rm -f "$CASE"/before/run-* "$CASE"/after/run-*
for v in 0 1; do
  gcc -O2 -g -fno-omit-frame-pointer -DPER_ITEM_MALLOC=$v -o "$WORK/parser$v" "$CASE/workload/parser.c"
done
perf --version
gcc --version | head -1
for i in 1 2 3; do
  for side in before after; do
    v=0; [ "$side" = after ] && v=1
    echo "== $side run-$i (PER_ITEM_MALLOC=$v, passes=$PASSES)"
    flock /tmp/flamediff-capture.lock \
      perf record -g -F 999 -o "$WORK/perf.data" -- "$WORK/parser$v" $PASSES
    perf script -i "$WORK/perf.data" > "$CASE/$side/run-$i.perf.txt" 2>/dev/null
    rm -f "$WORK/perf.data"
    sz=$(stat -c %s "$CASE/$side/run-$i.perf.txt")
    if [ "$sz" -gt 204800 ]; then gzip -9 -f "$CASE/$side/run-$i.perf.txt"; fi
  done
done
ls -l "$CASE/before" "$CASE/after"
