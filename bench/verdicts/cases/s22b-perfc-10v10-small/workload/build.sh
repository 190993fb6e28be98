#!/usr/bin/env bash
# Same source, two binaries of the same name: before SCORE_ROUNDS=4 (default), after SCORE_ROUNDS=7.
set -euo pipefail
W=$(cd "$(dirname "$0")" && pwd); O=/tmp/s22b-perfc-10v10-small
mkdir -p $O/before $O/after
gcc -O2 -g -fno-omit-frame-pointer -DSCORE_ROUNDS=4 -o $O/before/join "$W/join.c"
gcc -O2 -g -fno-omit-frame-pointer -DSCORE_ROUNDS=7 -o $O/after/join "$W/join.c"
