#!/bin/bash
# before: rank_tokens does 2 passes per chunk; after: 3 passes (50% more work in rank_tokens). Same binary.
set -euo pipefail
cd "$(dirname "$0")"
HERE=$PWD
SCR=/tmp/s41k/samply
mkdir -p "$SCR" before after
clang-14 --version | head -1; samply --version
clang-14 -O2 -g -fno-omit-frame-pointer -mno-omit-leaf-frame-pointer -fno-inline -o "$SCR/tokens" workload/tokens.c
run() { # side passes
  local side=$1 passes=$2
  rm -rf "$SCR/$side"; mkdir -p "$SCR/$side"
  echo "== $side passes $passes"
  /usr/bin/time -f "$side wall %e s" flock /tmp/flamediff-capture.lock \
    samply record --save-only --no-open --unstable-presymbolicate --rate 1000 \
      -o "$SCR/$side/run-1.json" -- "$SCR/tokens" 2500 "$passes"
  ls -l "$SCR/$side"
  for f in "$SCR/$side"/*; do
    b=$(basename "$f")
    cp "$f" "$side/$b"
    if [ "$(stat -c %s "$side/$b")" -gt 204800 ] && [[ "$b" != *.gz ]]; then gzip -f "$side/$b"; fi
  done
  ls -l "$side"
}
run before 2
run after 3
