#!/usr/bin/env bash
# One binary for both sides (the change is switched by --change computed_key).
# -O2 without frame pointers (GCC's default at -O2 on x86-64), -g for DWARF unwinding.
set -euo pipefail
cd "$(dirname "$0")"
mkdir -p /tmp/cna/cpp7
g++ -O2 -fomit-frame-pointer -g -Wall -o /tmp/cna/cpp7/leaderboard leaderboard.cpp
