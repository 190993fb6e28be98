#!/bin/bash
# Builds the same source twice (before and after are separate builds of one file).
set -euo pipefail
HERE="$(cd "$(dirname "$0")" && pwd)"
for side in before after; do
  mkdir -p "$HERE/$side"; gcc -O2 -g -fno-omit-frame-pointer -o "$HERE/$side/wordfreq" "$HERE/wordfreq.c"
done
