#!/bin/bash
# before: error codes; after: -DVALIDATE_THROWS (throw/catch ValidationError). Same flags otherwise.
set -euo pipefail
HERE="$(cd "$(dirname "$0")" && pwd)"
cd "$HERE"
CXXFLAGS="-O2 -g -std=c++17"
g++ $CXXFLAGS -o ingest_before ingest.cpp
g++ $CXXFLAGS -DVALIDATE_THROWS -o ingest_after ingest.cpp
