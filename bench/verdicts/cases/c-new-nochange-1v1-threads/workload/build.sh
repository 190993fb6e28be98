#!/usr/bin/env bash
# build.sh : gcc 12.2 -O2 -g -fno-omit-frame-pointer -pthread -> /tmp/cnc/c/tri (one binary for both sides).
# Note: gcc still emits no frame set-up in leaf functions that need no stack (see README).
set -euo pipefail
W=$(cd "$(dirname "$0")" && pwd)
mkdir -p /tmp/cnc/c
gcc -O2 -g -fno-omit-frame-pointer -pthread -Wall -o /tmp/cnc/c/tri "$W/tri.c"
