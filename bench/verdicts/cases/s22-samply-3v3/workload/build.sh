#!/usr/bin/env bash
# gcc -O2 -g -fno-omit-frame-pointer; before -DSLOW_LUMA=0, after -DSLOW_LUMA=1; both named imgproc.
set -euo pipefail
W=$(cd "$(dirname "$0")" && pwd); O=/tmp/s22-samply-3v3; mkdir -p $O/before $O/after
gcc -O2 -g -fno-omit-frame-pointer -Wall -DSLOW_LUMA=0 -o $O/before/imgproc "$W/imgproc.c" -lm
gcc -O2 -g -fno-omit-frame-pointer -Wall -DSLOW_LUMA=1 -o $O/after/imgproc "$W/imgproc.c" -lm
