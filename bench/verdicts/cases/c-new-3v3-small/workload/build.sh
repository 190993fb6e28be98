#!/usr/bin/env bash
# One binary for both sides (the change is switched by --change slow_hash).
set -euo pipefail
cd "$(dirname "$0")"
mkdir -p /tmp/cna/c6
gcc -O2 -fno-omit-frame-pointer -g -Wall -o /tmp/cna/c6/textidx main.c tokenize.c hash.c table.c checksum.c report.c
