#!/usr/bin/env bash
# capture.sh : c-new-3v3-small's before version (--change none), the same command 6 times
# back to back (NOT interleaved): runs 1-3 -> before/run-1..3, runs 4-6 -> after/run-1..3.
# perf record -F 999 -g (frame pointers; cpu-clock), 2,000,000 lines per run.
set -euo pipefail
C=$(cd "$(dirname "$0")/.." && pwd)
mkdir -p "$C/before" "$C/after" /tmp/cna/c9/data
for n in 1 2 3 4 5 6; do
  if [ $n -le 3 ]; then side=before; i=$n; else side=after; i=$((n-3)); fi
  perf record -q -F 999 -g -o /tmp/cna/c9/data/run-$n.data /tmp/cna/c6/textidx --change none --lines 2000000
  perf script -i /tmp/cna/c9/data/run-$n.data > "$C/$side/run-$i.perf.txt"
  if [ "$(stat -c %s "$C/$side/run-$i.perf.txt")" -gt 1048576 ]; then gzip -f "$C/$side/run-$i.perf.txt"; fi
done
