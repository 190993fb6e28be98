#!/bin/bash
set -euo pipefail
cd "$(dirname "$0")"
CFLAGS="-O2 -g -fno-omit-frame-pointer -mno-omit-leaf-frame-pointer -fno-inline-functions-called-once -fno-inline-small-functions -fno-ipa-cp -fno-ipa-sra"
gcc $CFLAGS -o indexer_before indexer.c
gcc $CFLAGS -DCHECK_CACHE -o indexer_after indexer.c
