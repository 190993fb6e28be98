#!/usr/bin/env bash
# Builds csvpack before/after (frame pointers) and records one perf profile per side.
set -euo pipefail
CASE=$(cd "$(dirname "$0")" && pwd)
WORK=/tmp/s34b/cfp
NREC=${NREC:-800000}
mkdir -p "$WORK"
echo "== $(date -u +%FT%TZ) capture s34b-perf-1v1-mixed-opposite"
echo "gcc: $(gcc --version | head -1)"; echo "perf: $(perf --version)"; echo "kernel: $(uname -r)"
gcc -O2 -g -fno-omit-frame-pointer -mno-omit-leaf-frame-pointer         -o "$WORK/before" "$CASE/workload/csvpack.c"
gcc -O2 -g -fno-omit-frame-pointer -mno-omit-leaf-frame-pointer -DAFTER -o "$WORK/after"  "$CASE/workload/csvpack.c"
rm -f "$CASE"/before/run-* "$CASE"/after/run-*
for side in before after; do
  echo "-- $side run 1"
  flock /tmp/flamediff-capture.lock /usr/bin/time -f "$side run-1: wall %e s, user %U s, sys %S s" \
    perf record -g -o "$WORK/$side.data" "$WORK/$side" "$NREC" 2>&1
  perf script -i "$WORK/$side.data" > "$CASE/$side/run-1.perf.txt" 2>/dev/null
  perf script -i "$WORK/$side.data" --header-only 2>/dev/null | grep -E '^# (event|cmdline|perf version)' | head -5
  ls -l "$CASE/$side/run-1.perf.txt" | awk '{print "   perf.txt size", $5}'
done
for f in "$CASE"/before/run-* "$CASE"/after/run-*; do
  if [ "$(stat -c %s "$f")" -gt 2000000 ]; then gzip -9 "$f"; echo "gzipped $f"; fi
done
