#!/bin/bash
# Builds the control workload and captures one samply profile per side.
# before: seed 11, after: seed 29. Same binary, same ROUNDS, same N.
set -euo pipefail
HERE="$(cd "$(dirname "$0")" && pwd)"
SCR=/tmp/s41j/samply
mkdir -p "$SCR" "$HERE/before" "$HERE/after"
gcc -O2 -g -fno-omit-frame-pointer -o "$SCR/grid" "$HERE/workload/grid.c"
samply --version
cap() { # side seed
  rm -f "$HERE/$1"/run-1.json* "$HERE/$1"/run-1.syms.json
  flock /tmp/flamediff-capture.lock samply record --save-only --no-open --unstable-presymbolicate \
      --rate 1000 -o "$HERE/$1/run-1.json" "$SCR/grid" "$2"
  ls -l "$HERE/$1"
}
cap before 11
cap after 29
