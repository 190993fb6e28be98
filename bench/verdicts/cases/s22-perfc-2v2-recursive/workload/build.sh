#!/usr/bin/env bash
# gcc -O2 -g -fno-omit-frame-pointer; before: -DSLOW_BLANK=0, after: -DSLOW_BLANK=1.
# Both binaries are named calc (different directories).
set -euo pipefail
W=$(cd "$(dirname "$0")" && pwd); O=/tmp/s22-perfc-2v2-recursive
mkdir -p $O/before $O/after
gcc -O2 -g -fno-omit-frame-pointer -Wall -DSLOW_BLANK=0 -o $O/before/calc "$W/calc.c" -lm
gcc -O2 -g -fno-omit-frame-pointer -Wall -DSLOW_BLANK=1 -o $O/after/calc "$W/calc.c" -lm
