#!/bin/bash
# Rerunnable capture for s36f-perf-dwarf-1v1-small-regression (run from anywhere, as root).
set -euo pipefail
CASE=$(cd "$(dirname "$0")" && pwd)
W=/tmp/s36f-c1-build
rm -rf "$W"; mkdir -p "$W/before" "$W/after"
# same binary name on both sides so comm/dso are identical
g++ --version | head -1
for s in before after; do g++ -O2 -g -o "$W/$s/pipeline" "$CASE/workload/$s/pipeline.cpp"; done
rm -f "$CASE"/before/run-* "$CASE"/after/run-*
for s in before after; do   # order: b1, a1
  echo "== $s run 1"
  ( cd "$W/$s" && /usr/bin/time -f "%e s elapsed" flock /tmp/flamediff-capture.lock \
      perf record -F 999 --call-graph dwarf -o "$W/$s/perf.data" ./pipeline 12000 )
  perf script -i "$W/$s/perf.data" 2>/dev/null | gzip -9n > "$CASE/$s/run-1.perf.txt.gz"
  ls -l "$CASE/$s/run-1.perf.txt.gz"
done
python3 "$CASE/measure.py"
