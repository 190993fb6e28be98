#!/usr/bin/env bash
set -euo pipefail
W=$(cd "$(dirname "$0")" && pwd); mkdir -p /tmp/s22-perfc-6v6
gcc -O2 -g -fno-omit-frame-pointer -pthread -Wall -o /tmp/s22-perfc-6v6/pipe3 "$W/pipe3.c"
