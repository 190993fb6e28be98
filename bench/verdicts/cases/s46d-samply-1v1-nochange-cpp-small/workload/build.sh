#!/bin/bash
# Builds the same source twice (wordstats_before, wordstats_after); no source difference.
set -euo pipefail
HERE="$(cd "$(dirname "$0")" && pwd)"
for side in before after; do
  g++ -O2 -g -fno-omit-frame-pointer -o "$HERE/wordstats_$side" "$HERE/wordstats.cpp"
done
