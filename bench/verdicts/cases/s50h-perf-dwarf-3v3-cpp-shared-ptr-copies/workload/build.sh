#!/bin/bash
# No frame pointers (profiled with perf --call-graph dwarf); -g for DWARF CFI/symbols.
set -euo pipefail
cd "$(dirname "$0")"
FLAGS="-O2 -g -fomit-frame-pointer -std=c++17 -pthread"
g++ $FLAGS -o scorer_before scorer.cpp
g++ $FLAGS -DCFG_BY_VALUE -o scorer_after scorer.cpp
