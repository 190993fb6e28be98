#!/bin/bash
# One binary for both sides (no change).
set -euo pipefail
cd "$(dirname "$0")"
g++ -O2 -g -o router router.cpp
