#!/bin/bash
set -euo pipefail
cd "$(dirname "$0")"
CFLAGS="-O2 -g -fno-omit-frame-pointer -mno-omit-leaf-frame-pointer"
gcc $CFLAGS -o reqsrv_before reqsrv.c
gcc $CFLAGS -DSCRATCH_PER_REQUEST -o reqsrv_after reqsrv.c
