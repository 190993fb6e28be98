#!/bin/bash
set -euo pipefail
cd "$(dirname "$0")"
CFLAGS="-O2 -g -fno-omit-frame-pointer -mno-omit-leaf-frame-pointer"
gcc $CFLAGS -o batch_before batch.c
gcc $CFLAGS -DSCRATCH_PER_BATCH -o batch_after batch.c
