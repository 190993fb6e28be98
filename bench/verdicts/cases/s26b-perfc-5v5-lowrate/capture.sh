#!/usr/bin/env bash
# s26b-perfc-5v5-lowrate: build both variants, capture 5 runs a side interleaved (b1 a1 ... b5 a5)
# with perf record -F 99 -g (frame pointers), ~1 s each, convert with perf script, measure shares.
set -euo pipefail
CASE="$(cd "$(dirname "$0")" && pwd)"
B=/tmp/s26b-perfc
ROUNDS=2300
CF="-O2 -g -fno-omit-frame-pointer"
rm -rf "$B" && mkdir -p "$B/before" "$B/after"
gcc $CF -DSMOOTH_WINDOW=14 -o "$B/before/signal" "$CASE/workload/signal.c"
gcc $CF -DSMOOTH_WINDOW=31 -o "$B/after/signal"  "$CASE/workload/signal.c"
rm -f "$CASE"/before/* "$CASE"/after/*
for i in 1 2 3 4 5; do
  for side in before after; do
    echo "== $side run $i"
    flock /tmp/flamediff-capture.lock \
      perf record -q -F 99 -g -o "$B/$side-$i.data" -- "$B/$side/signal" $ROUNDS
    perf script -i "$B/$side-$i.data" > "$CASE/$side/run-$i.perf.txt" 2>/dev/null
    rm -f "$B/$side-$i.data"
  done
done
ls -la "$CASE/before" "$CASE/after"
echo "== culprit share (samples whose stack has a frame matching ^smooth_block\\b), with inclusive shares of the top functions"
python3 "$CASE/workload/share.py" '^smooth_block\b' --top 8 "$CASE"/before/run-* "$CASE"/after/run-* | tee "$CASE/workload/shares.txt"
rm -rf "$B"
