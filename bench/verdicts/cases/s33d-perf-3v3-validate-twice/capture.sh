#!/usr/bin/env bash
# Case s33d-perf-3v3-validate-twice: perf record -g (frame pointers), 3 runs a side, interleaved.
# Each run loops for a FIXED 5 s of wall time and then exits (so the slower "after" build handles fewer requests).
set -euo pipefail
CASE="$(cd "$(dirname "$0")" && pwd)"
BUILD="$(mktemp -d /tmp/s33d-validate.XXXXXX)"
CFLAGS="-O2 -fno-omit-frame-pointer -mno-omit-leaf-frame-pointer -DRENDER_ROWS=40"
gcc --version | head -1
gcc $CFLAGS -o "$BUILD/server_before" "$CASE/workload/server_before.c"
gcc $CFLAGS -o "$BUILD/server_after"  "$CASE/workload/server_after.c"
mkdir -p "$CASE/before" "$CASE/after"
for i in 1 2 3; do
  for side in before after; do
    echo "== $side run $i  $(date +%T)  load: $(cut -d' ' -f1-3 /proc/loadavg)"
    flock /tmp/flamediff-capture.lock perf record -F 999 -g -o "$BUILD/$side-$i.data" "$BUILD/server_$side" 5
    perf script -i "$BUILD/$side-$i.data" > "$CASE/$side/run-$i.perf.txt"
    ls -l "$CASE/$side/run-$i.perf.txt"
  done
done
# gzip anything over 2 MB
for f in "$CASE"/before/*.perf.txt "$CASE"/after/*.perf.txt; do
  if [ "$(stat -c %s "$f")" -gt 2000000 ]; then gzip -9 -f "$f"; echo "gzipped $f"; fi
done
rm -rf "$BUILD"
