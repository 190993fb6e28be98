#!/bin/bash
# Capture for s35e-perf-fp-3v3-pagefault-fresh-buffer.
# Builds both sides, then records 3 perf runs per side, interleaved
# (before-1, after-1, before-2, ...), each run holding the shared lock.
# Before each run the side's binary is copied to the same path
# ($WORK/run/batch), as if rebuilt in place, so the DSO path in the
# profiles is identical on both sides.
set -euo pipefail
CASE="$(cd "$(dirname "$0")" && pwd)"
WORK=/tmp/s35e/c1/build
LOCK=/tmp/flamediff-capture.lock
mkdir -p "$WORK/before" "$WORK/after" "$WORK/run" "$CASE/before" "$CASE/after"
rm -f "$CASE"/before/run-* "$CASE"/after/run-*

for side in before after; do
  gcc -O2 -fno-omit-frame-pointer -g -o "$WORK/$side/batch" "$CASE/workload/$side/batch.c"
done

for i in 1 2 3; do
  for side in before after; do
    data="$WORK/$side-$i.perf.data"
    echo "== $side run $i"
    cp "$WORK/$side/batch" "$WORK/run/batch"
    # time is measured inside the lock (excludes waiting for other helpers)
    flock "$LOCK" /usr/bin/time -f "wall %e s, user %U s, sys %S s" \
      perf record -F 999 -g -o "$data" -- "$WORK/run/batch"
    perf script -i "$data" > "$CASE/$side/run-$i.perf.txt" 2>/dev/null
    echo "samples: $(grep -cE '^[^[:space:]]' "$CASE/$side/run-$i.perf.txt")"
    sz=$(stat -c %s "$CASE/$side/run-$i.perf.txt")
    if [ "$sz" -gt 1048576 ]; then gzip -9 -f "$CASE/$side/run-$i.perf.txt"; fi
  done
done
ls -l "$CASE/before" "$CASE/after"
