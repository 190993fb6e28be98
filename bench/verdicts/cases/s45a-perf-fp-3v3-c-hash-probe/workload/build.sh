#!/bin/bash
# before: full-key FNV-1a hash; after: -DHASH_PREFIX=8 (hash only the first 8 key bytes).
set -euo pipefail
cd "$(dirname "$0")"
CFLAGS="-O2 -g -fno-omit-frame-pointer -mno-omit-leaf-frame-pointer"
gcc $CFLAGS -o kvstore_before kvstore.c
gcc $CFLAGS -DHASH_PREFIX=8 -o kvstore_after kvstore.c
