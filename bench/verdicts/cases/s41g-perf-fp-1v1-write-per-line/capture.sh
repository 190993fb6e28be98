#!/bin/bash
# perf record -g with kernel stacks, 1 run a side. Same source, built with -DWRITE_PER_LINE=0/1.
set -euo pipefail
C="$(cd "$(dirname "$0")" && pwd)"
S=/tmp/s41g/write-per-line; mkdir -p "$S"
gcc --version | head -1; perf --version; cat /proc/sys/kernel/perf_event_paranoid
gcc -O2 -g -fno-omit-frame-pointer -fno-optimize-sibling-calls -DWRITE_PER_LINE=0 -o "$S/report-before" "$C/workload/report.c"
gcc -O2 -g -fno-omit-frame-pointer -fno-optimize-sibling-calls -DWRITE_PER_LINE=1 -o "$S/report-after"  "$C/workload/report.c"
rm -f "$C"/before/run-* "$C"/after/run-*
for side in before after; do
  echo "== $side run-1 $(date +%T)"
  # output file on ext4 (/tmp); default event (cpu-clock here), user + kernel call chains
  flock /tmp/flamediff-capture.lock perf record -F 999 -g -o "$S/perf.data" -- \
    "$S/report-$side" "$S/out.csv" 1000000 5
  ls -l "$S/out.csv"; rm -f "$S/out.csv"
  perf script -i "$S/perf.data" > "$C/$side/run-1.perf.txt"
  rm -f "$S/perf.data"
  gzip -f "$C/$side/run-1.perf.txt"
done
python3 "$C/measure.py"
