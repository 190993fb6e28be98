#!/bin/bash
set -euo pipefail
cd "$(dirname "$0")"
CFLAGS="-O2 -g -fno-omit-frame-pointer -mno-omit-leaf-frame-pointer -pthread"
gcc $CFLAGS -o tally_before tally.c
gcc $CFLAGS -DSHARED_TABLE -o tally_after tally.c
