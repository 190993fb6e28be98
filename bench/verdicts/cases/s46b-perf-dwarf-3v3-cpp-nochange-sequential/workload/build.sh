#!/bin/bash
# One source; before and after are separate builds of the identical program.
set -euo pipefail
HERE="$(cd "$(dirname "$0")" && pwd)"
for side in before after; do
  g++ -O2 -g -std=c++17 -o "$HERE/graph_$side" "$HERE/graph.cpp"
done
cmp "$HERE/graph_before" "$HERE/graph_after" && echo "binaries identical"
