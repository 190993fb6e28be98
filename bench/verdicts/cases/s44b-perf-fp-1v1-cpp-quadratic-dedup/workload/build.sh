#!/bin/bash
# before: dedup_events uses std::unordered_set<std::string>; after (-DLINEAR_DEDUP): linear std::find over a vector.
set -euo pipefail
cd "$(dirname "$0")"
FLAGS="-O2 -g -fno-omit-frame-pointer -mno-omit-leaf-frame-pointer -std=c++17"
g++ $FLAGS -o ingest_before ingest.cpp
g++ $FLAGS -DLINEAR_DEDUP -o ingest_after ingest.cpp
