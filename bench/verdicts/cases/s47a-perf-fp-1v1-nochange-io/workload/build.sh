#!/bin/bash
# Same source, same flags for both sides (control). Built with frame pointers.
set -euo pipefail
cd "$(dirname "$0")"
CFLAGS="-O2 -g -fno-omit-frame-pointer -mno-omit-leaf-frame-pointer"
gcc $CFLAGS -o blockpack_before blockpack.c
gcc $CFLAGS -o blockpack_after blockpack.c
