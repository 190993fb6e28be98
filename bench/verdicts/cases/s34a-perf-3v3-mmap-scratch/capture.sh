#!/usr/bin/env bash
# Capture s34a-perf-3v3-mmap-scratch: C with frame pointers, perf record -g (user+kernel),
# 3 runs a side, interleaved before/after.
set -euo pipefail
CASE=$(cd "$(dirname "$0")" && pwd)
WORK=/tmp/s34a/c2; mkdir -p "$WORK"
LOCK=/tmp/flamediff-capture.lock
CF="-O2 -g -fno-omit-frame-pointer -mno-omit-leaf-frame-pointer"
N=30000
{
echo "== versions"; perf --version; gcc --version | head -1; uname -r; ldd --version | head -1
echo "perf_event_paranoid=$(cat /proc/sys/kernel/perf_event_paranoid) kptr_restrict=$(cat /proc/sys/kernel/kptr_restrict)"
echo "== build: gcc $CF"
gcc $CF -o "$WORK/before" "$CASE/workload/reqsrv.c"
gcc $CF -DSCRATCH_SIZE=262144 -o "$WORK/after" "$CASE/workload/reqsrv.c"
for i in 1 2 3; do
  for side in before after; do
    data=$WORK/$side-$i.data
    echo "== $side run $i"
    # /usr/bin/time wraps perf record, so its figures include perf's own overhead
    flock $LOCK /usr/bin/time -f "time: wall=%e s user=%U s sys=%S s" \
      perf record -F 999 -g -o "$data" -- "$WORK/$side" $N 2>&1
    perf script -i "$data" > "$CASE/$side/run-$i.perf.txt" 2>/dev/null
    if [ "$(stat -c %s "$CASE/$side/run-$i.perf.txt")" -gt 2000000 ]; then gzip -9f "$CASE/$side/run-$i.perf.txt"; fi
  done
done
} 2>&1 | tee "$CASE/capture.log"
