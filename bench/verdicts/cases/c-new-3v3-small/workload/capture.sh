#!/usr/bin/env bash
# capture.sh : 3 runs a side, interleaved b1 a1 b2 a2 b3 a3, each its own process.
# perf record -F 999 -g (frame pointers; cpu-clock, the VM has no hardware PMU), 2,000,000 lines per run.
set -euo pipefail
C=$(cd "$(dirname "$0")/.." && pwd)
mkdir -p "$C/before" "$C/after" /tmp/cna/c6/data
one() { # side change i
  perf record -q -F 999 -g -o /tmp/cna/c6/data/$1-$3.data /tmp/cna/c6/textidx --change $2 --lines 2000000
  perf script -i /tmp/cna/c6/data/$1-$3.data > "$C/$1/run-$3.perf.txt"
  if [ "$(stat -c %s "$C/$1/run-$3.perf.txt")" -gt 1048576 ]; then gzip -f "$C/$1/run-$3.perf.txt"; fi
}
for i in 1 2 3; do
  one before none $i
  one after slow_hash $i
done
