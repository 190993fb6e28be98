#!/usr/bin/env bash
set -euo pipefail
W=$(cd "$(dirname "$0")" && pwd); O=/tmp/s22b-cpp-1v1-inline
mkdir -p $O/before $O/after
g++ -std=c++17 -O2 -g -fno-omit-frame-pointer -DSOBEL_DIAG=0 -o $O/before/imgproc "$W/imgproc.cpp"
g++ -std=c++17 -O2 -g -fno-omit-frame-pointer -DSOBEL_DIAG=1 -o $O/after/imgproc "$W/imgproc.cpp"
