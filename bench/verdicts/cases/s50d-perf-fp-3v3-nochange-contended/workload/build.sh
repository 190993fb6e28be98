#!/bin/bash
# Same source, same flags for both sides (no-change control); built twice.
set -euo pipefail
cd "$(dirname "$0")"
CFLAGS="-O2 -g -fno-omit-frame-pointer -mno-omit-leaf-frame-pointer -pthread"
gcc $CFLAGS -o ingest_before ingest.c
gcc $CFLAGS -o ingest_after ingest.c
cmp ingest_before ingest_after && echo "binaries identical"
