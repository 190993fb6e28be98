#!/bin/sh
# Builds before/ and after/ into $OUT/{before,after}/routesim (same binary name both sides).
# Default -O2 (frame pointers omitted): the capture uses DWARF unwinding.
set -e
HERE=$(cd "$(dirname "$0")" && pwd)
OUT=${OUT:-/tmp/s29a/perfdwarf-startup}
for side in before after; do
  mkdir -p "$OUT/$side"
  gcc -O2 -g -o "$OUT/$side/routesim" "$HERE/$side/routesim.c"
done
