#!/bin/bash
# Same sources and flags for both sides; only the link order of the objects differs.
set -euo pipefail
HERE="$(cd "$(dirname "$0")" && pwd)"
cd "$HERE"
CFLAGS="-O2 -g -fno-omit-frame-pointer -mno-omit-leaf-frame-pointer"
for f in main util gen parse stats; do gcc $CFLAGS -c "$f.c" -o "$f.o"; done
gcc -o inventory_before main.o util.o gen.o parse.o stats.o
gcc -o inventory_after  stats.o parse.o gen.o util.o main.o
rm -f ./*.o
