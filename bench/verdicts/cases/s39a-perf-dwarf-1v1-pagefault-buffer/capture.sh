#!/usr/bin/env bash
# Rerunnable capture: perf record --call-graph dwarf (user + kernel stacks), 1 run per side.
set -euo pipefail
cd "$(dirname "$0")"
LOCK=/tmp/flamediff-capture.lock
BUILD=${BUILD:-/tmp/s39a/pfbuf-build}
mkdir -p "$BUILD" before after
echo "perf: $(perf --version)"; echo "gcc: $(gcc --version | head -1)"; echo "kernel: $(uname -r)"; echo "date: $(date -u +%FT%TZ)"
for side in before after; do
  v=0; [ "$side" = after ] && v=1
  gcc -O2 -g -fno-omit-frame-pointer -fno-inline-functions -DFRESH_BUFFER=$v -o "$BUILD/pfbuf-$side" workload/pfbuf.c
done
for side in before after; do
  echo "== $side run-1"
  flock "$LOCK" perf record -F 999 --call-graph dwarf,16384 -o "$BUILD/perf-$side.data" -- "$BUILD/pfbuf-$side"
  perf script -F comm,pid,tid,time,event,ip,sym,dso -i "$BUILD/perf-$side.data" > "$side/run-1.perf.txt" 2> "$BUILD/script-$side.err" || { cat "$BUILD/script-$side.err"; exit 1; }
  rm -f "$BUILD/perf-$side.data"
done
for f in before/* after/*; do
  case "$f" in *.gz) continue;; esac
  sz=$(stat -c %s "$f"); if [ "$sz" -gt 204800 ]; then gzip -f "$f"; fi
done
ls -l before after
