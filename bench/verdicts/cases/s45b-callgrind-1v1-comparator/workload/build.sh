#!/bin/bash
set -euo pipefail
W="$(cd "$(dirname "$0")" && pwd)"
FLAGS="-O2 -g -fno-omit-frame-pointer"
gcc $FLAGS -o "$W/roster_before" "$W/roster.c"
gcc $FLAGS -DNORMALIZE_KEYS -o "$W/roster_after" "$W/roster.c"
