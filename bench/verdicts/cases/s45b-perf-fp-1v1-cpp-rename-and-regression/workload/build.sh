#!/bin/bash
set -euo pipefail
W="$(cd "$(dirname "$0")" && pwd)"
FLAGS="-O2 -g -fno-omit-frame-pointer -mno-omit-leaf-frame-pointer"
g++ $FLAGS -o "$W/search_before" "$W/search.cpp"
g++ $FLAGS -DRENAMED_WEIGHTS -DRECOMPUTE_NORMS -o "$W/search_after" "$W/search.cpp"
