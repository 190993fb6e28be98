#!/bin/bash
# Control: the same source is built twice (before/router, after/router) with identical flags.
set -euo pipefail
W="$(cd "$(dirname "$0")" && pwd)"
for side in before after; do
  mkdir -p "$W/$side"
  g++ -O2 -g -fno-omit-frame-pointer -std=c++17 -o "$W/$side/router" "$W/router.cpp"
done
