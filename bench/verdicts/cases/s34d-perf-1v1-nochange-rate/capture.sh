#!/usr/bin/env bash
# Captures s34d-perf-1v1-nochange-rate: C with frame pointers, perf record -g, 1 run per side.
# Same binary both sides; before processes 2,000,000 sentences (~2 s), after 4,000,000 (~4 s).
set -euo pipefail
HERE=$(cd "$(dirname "$0")" && pwd)
SCRATCH=/tmp/s34d/c5/capture; mkdir -p "$SCRATCH"
echo "date: $(date -u +%FT%TZ)"
echo "gcc: $(gcc --version | head -1)"
echo "perf: $(perf --version)"
gcc -O2 -g -fno-omit-frame-pointer -o "$SCRATCH/wordfreq" "$HERE/workload/wordfreq.c"
for run in 1; do
  for side in before after; do
    n=2000000; [ $side = after ] && n=4000000
    echo "== $side run-$run (sentences=$n)"
    flock /tmp/flamediff-capture.lock \
      /usr/bin/time -f "time: wall=%es user=%Us sys=%Ss" \
      perf record -F 999 -g -o "$SCRATCH/$side-$run.data" -- "$SCRATCH/wordfreq" $n 2>&1
    perf evlist -i "$SCRATCH/$side-$run.data"
    perf script -i "$SCRATCH/$side-$run.data" > "$HERE/$side/run-$run.perf.txt" 2>/dev/null
    sz=$(stat -c %s "$HERE/$side/run-$run.perf.txt")
    echo "perf script: $sz bytes, $(grep -c '^wordfreq ' "$HERE/$side/run-$run.perf.txt") samples"
    if [ "$sz" -gt 2000000 ]; then gzip -9f "$HERE/$side/run-$run.perf.txt"; fi
  done
done
echo "== measure (samples with the frame anywhere on the stack)"
for rx in '^make_sentence$' '^tokenize$' '^hash_token$' '^count_word$' '^top_checksum$'; do
  echo "-- $rx"; python3 "$HERE/measure.py" "$rx" "$HERE"/before/run-* "$HERE"/after/run-*
done
