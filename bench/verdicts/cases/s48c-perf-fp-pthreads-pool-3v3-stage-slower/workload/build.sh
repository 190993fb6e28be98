#!/bin/bash
# before: filter_tile wraps indices with a power-of-two mask.
# after:  filter_tile first normalises the pixel position with "i % tile_width" (runtime value -> one idiv per pixel)
#         and wraps each tap with "% TILE". Same output (checksum printed by the program).
set -euo pipefail
D="$(cd "$(dirname "$0")" && pwd)"
CF="-O2 -g -fno-omit-frame-pointer -pthread"
gcc $CF -o "$D/pool_before" "$D/pool.c"
gcc $CF -DWRAP_BY_MODULO -o "$D/pool_after" "$D/pool.c"
