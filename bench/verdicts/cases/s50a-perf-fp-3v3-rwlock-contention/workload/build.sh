#!/bin/bash
set -euo pipefail
cd "$(dirname "$0")"
CFLAGS="-O2 -g -fno-omit-frame-pointer -mno-omit-leaf-frame-pointer -pthread"
gcc $CFLAGS -o catalog_before catalog.c
gcc $CFLAGS -DLOOKUP_WRLOCK -o catalog_after catalog.c
