#!/bin/bash
set -euo pipefail
HERE="$(cd "$(dirname "$0")" && pwd)"
gcc -O2 -g -fno-omit-frame-pointer -o "$HERE/scanfiles_before" "$HERE/scanfiles.c"
gcc -O2 -g -fno-omit-frame-pointer -DCHECK_STAT -o "$HERE/scanfiles_after" "$HERE/scanfiles.c"
