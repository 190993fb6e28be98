#!/usr/bin/env bash
# One binary for both sides (the change is switched by --change small_chunks).
set -euo pipefail
cd "$(dirname "$0")"
mkdir -p /tmp/cna/c8
gcc -O2 -fno-omit-frame-pointer -g -Wall -o /tmp/cna/c8/pipecopy main.c copy.c io.c work.c
