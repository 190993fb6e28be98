#!/bin/sh
# Builds before/ and after/ into $OUT/{before,after}/tariff (same binary name both sides).
set -e
HERE=$(cd "$(dirname "$0")" && pwd)
OUT=${OUT:-/tmp/s29a/perfc-improve}
for side in before after; do
  mkdir -p "$OUT/$side"
  gcc -O2 -g -fno-omit-frame-pointer -mno-omit-leaf-frame-pointer -o "$OUT/$side/tariff" "$HERE/$side/tariff.c"
done
