#!/bin/bash
set -euo pipefail
cd "$(dirname "$0")"
CFLAGS="-O2 -g -fno-omit-frame-pointer -mno-omit-leaf-frame-pointer"
gcc $CFLAGS -o append_before append.c
gcc $CFLAGS -DGROW_STEP=64 -o append_after append.c
