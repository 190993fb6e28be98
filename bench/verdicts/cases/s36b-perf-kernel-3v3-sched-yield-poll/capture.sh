#!/bin/bash
# Rerunnable capture for s36b-perf-kernel-3v3-sched-yield-poll. Run as root (kernel stacks).
set -euo pipefail
CASE=$(cd "$(dirname "$0")" && pwd)
B=$(mktemp -d)
perf --version; gcc --version | head -1; uname -r
for s in before after; do
  gcc -O2 -fno-omit-frame-pointer -pthread -o "$B/pipe-$s" "$CASE/workload/$s/pipe.c"
done
rm -f "$CASE"/before/run-*.perf.txt "$CASE"/after/run-*.perf.txt
# both sides run as the same path (/tmp/s36b-yield-run/pipe) so comm and dso names are identical
RUN=/tmp/s36b-yield-run; mkdir -p "$RUN"
# 3 runs a side, interleaved b1,a1,b2,a2,b3,a3; each run 4 s
for i in 1 2 3; do
  for s in before after; do
    echo "== $s run-$i"
    cp "$B/pipe-$s" "$RUN/pipe"
    (cd "$RUN" && flock /tmp/flamediff-capture.lock perf record -F 999 -g -o "$B/$s-$i.data" -- ./pipe 4 2>&1)
    perf script -i "$B/$s-$i.data" > "$CASE/$s/run-$i.perf.txt" 2>/dev/null
  done
done
rm -rf "$B"
python3 "$CASE/measure.py"
