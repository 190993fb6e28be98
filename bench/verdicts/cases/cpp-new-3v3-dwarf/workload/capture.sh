#!/usr/bin/env bash
# capture.sh : 3 runs a side, interleaved b1 a1 b2 a2 b3 a3, each its own process.
# perf record --call-graph dwarf -F 199 (cpu-clock; binary built -O2 without frame pointers, -g),
# 100 batches of 150000 match results over 60000 players. Plain `perf script` (with inline frames).
set -euo pipefail
C=$(cd "$(dirname "$0")/.." && pwd)
mkdir -p "$C/before" "$C/after" /tmp/cna/cpp7/data
one() { # side change i
  perf record -q --call-graph dwarf -F 199 -o /tmp/cna/cpp7/data/$1-$3.data /tmp/cna/cpp7/leaderboard --change $2 --batches 100
  perf script -i /tmp/cna/cpp7/data/$1-$3.data > "$C/$1/run-$3.perf.txt"
  if [ "$(stat -c %s "$C/$1/run-$3.perf.txt")" -gt 1048576 ]; then gzip -f "$C/$1/run-$3.perf.txt"; fi
}
for i in 1 2 3; do
  one before none $i
  one after computed_key $i
done
