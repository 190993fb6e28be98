#!/bin/sh
# Builds before/ and after/ into $OUT/{before,after}/tally (same binary name on both sides).
set -e
HERE=$(cd "$(dirname "$0")" && pwd)
OUT=${OUT:-/tmp/s29a/perfc-mutex}
for side in before after; do
  mkdir -p "$OUT/$side"
  gcc -O2 -g -fno-omit-frame-pointer -mno-omit-leaf-frame-pointer -pthread -o "$OUT/$side/tally" "$HERE/$side/tally.c"
done
