#!/bin/bash
# Same source built twice (before/after are identical programs).
set -euo pipefail
cd "$(dirname "$0")"
g++ -O2 -g -o wordfreq_before wordfreq.cpp
g++ -O2 -g -o wordfreq_after wordfreq.cpp
