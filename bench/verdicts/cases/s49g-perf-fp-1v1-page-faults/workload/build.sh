#!/bin/bash
set -euo pipefail
HERE="$(cd "$(dirname "$0")" && pwd)"
CFLAGS="-O2 -g -fno-omit-frame-pointer"
gcc $CFLAGS -o "$HERE/batcher_before" "$HERE/batcher.c"
gcc $CFLAGS -DFRESH_SCRATCH -o "$HERE/batcher_after" "$HERE/batcher.c"
