#!/bin/bash
set -euo pipefail
cd "$(dirname "$0")"
CFLAGS="-O2 -g -fno-omit-frame-pointer -mno-omit-leaf-frame-pointer"
gcc $CFLAGS -o inventory_before inventory.c
gcc $CFLAGS -DHASH_LOW_BITS_ONLY -o inventory_after inventory.c
