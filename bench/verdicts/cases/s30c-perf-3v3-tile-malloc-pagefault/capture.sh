#!/bin/bash
# Case s30c-perf-3v3-tile-malloc-pagefault: perf -g (frame pointers), 3 before / 3 after, interleaved.
set -euo pipefail
cd "$(dirname "$0")"
LOCK=/tmp/flamediff-capture.lock
TMP=$(mktemp -d)
for v in before after; do
  gcc -O2 -g -fno-omit-frame-pointer -mno-omit-leaf-frame-pointer -fno-optimize-sibling-calls -fstack-protector-all -o "$TMP/tiles_$v" "workload/tiles_$v.c"
done
# NB: gcc 12 here drops the frame setup in leaf functions that need no stack even with
# -fno-omit-frame-pointer -mno-omit-leaf-frame-pointer (perf then skips their caller);
# -fstack-protector-all forces a real frame in every function.
gcc --version | head -1
for i in 1 2 3; do
  for v in before after; do
    echo "== $v run-$i"
    /usr/bin/time -f "wall=%es user=%Us sys=%Ss" \
      flock "$LOCK" perf record -F 999 -g -o "$TMP/$v-$i.data" -- "$TMP/tiles_$v"
    perf script -i "$TMP/$v-$i.data" > "$v/run-$i.perf.txt"
    ls -l "$v/run-$i.perf.txt"
  done
done
rm -rf "$TMP"
