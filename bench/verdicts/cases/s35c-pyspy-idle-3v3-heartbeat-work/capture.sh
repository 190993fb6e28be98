#!/usr/bin/env bash
# Capture 3 interleaved py-spy raw profiles per side (--idle --threads, 100 Hz).
set -euo pipefail
cd "$(dirname "$0")"
LOCK=/tmp/flamediff-capture.lock
mkdir -p before after
for i in 1 2 3; do
  for side in before after; do
    out="$side/run-$i.raw.txt"
    echo "== $side run $i"
    start=$(date +%s.%N)
    flock "$LOCK" py-spy record --idle --threads --format raw --rate 100 \
      -o "$out" -- python3 "workload/$side/service.py"
    end=$(date +%s.%N)
    samples=$(awk '{n+=$NF} END{print n}' "$out")
    printf '%s run %d: wall(incl. lock wait)=%.2fs samples=%s stacks=%s\n' \
      "$side" "$i" "$(echo "$end - $start" | bc)" "$samples" "$(wc -l < "$out")"
  done
done
