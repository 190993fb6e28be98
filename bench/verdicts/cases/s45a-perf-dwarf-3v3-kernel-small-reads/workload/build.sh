#!/bin/bash
# before: read() in 64 KiB chunks; after: -DREAD_CHUNK=64 (64-byte read() calls). Same parsing code.
set -euo pipefail
cd "$(dirname "$0")"
CFLAGS="-O2 -g -fno-omit-frame-pointer"
gcc $CFLAGS -o logstat_before logstat.c
gcc $CFLAGS -DREAD_CHUNK=64 -o logstat_after logstat.c
