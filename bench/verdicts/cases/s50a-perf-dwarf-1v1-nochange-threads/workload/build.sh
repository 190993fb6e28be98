#!/bin/bash
# Same source and flags both sides; after is a separate rebuild of the same program.
set -euo pipefail
cd "$(dirname "$0")"
CXXFLAGS="-O2 -g -std=c++17 -pthread"
g++ $CXXFLAGS -o aggregate_before aggregate.cpp
g++ $CXXFLAGS -o aggregate_after aggregate.cpp
