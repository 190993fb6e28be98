#!/bin/bash
# Builds ranker_before (const&) and ranker_after (-DPASS_BY_VALUE) from ranker.cpp.
set -euo pipefail
D="$(cd "$(dirname "$0")" && pwd)"
CXXFLAGS="-O2 -g"
g++ $CXXFLAGS -o "$D/ranker_before" "$D/ranker.cpp"
g++ $CXXFLAGS -DPASS_BY_VALUE -o "$D/ranker_after" "$D/ranker.cpp"
