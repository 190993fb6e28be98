#!/bin/bash
# Case s30c-samply-1v1-path-validate: samply 0.13.1, 1 run before / 1 run after (before first).
set -euo pipefail
cd "$(dirname "$0")"
LOCK=/tmp/flamediff-capture.lock
TMP=$(mktemp -d)
for v in before after; do
  gcc -O2 -g -fno-omit-frame-pointer -o "$TMP/logagg" "workload/logagg_$v.c"
  mkdir -p "$TMP/$v"; mv "$TMP/logagg" "$TMP/$v/logagg"   # same binary name on both sides
done
gcc --version | head -1; samply --version
for v in before after; do
  echo "== $v run-1"
  /usr/bin/time -f "wall=%es user=%Us sys=%Ss" \
    flock "$LOCK" samply record --save-only --unstable-presymbolicate -r 1000 -o "$v/run-1.json" -- "$TMP/$v/logagg"
  ls -l "$v"/
done
rm -rf "$TMP"
