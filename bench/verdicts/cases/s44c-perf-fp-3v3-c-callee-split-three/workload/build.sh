#!/bin/bash
# build.sh OUTDIR : builds encoder_before and encoder_after (-DTWO_PASS) with frame pointers.
set -euo pipefail
cd "$(dirname "$0")"
O=${1:-/tmp/s44c/c-split}; mkdir -p "$O"
F="-O2 -g -fno-omit-frame-pointer -mno-omit-leaf-frame-pointer -fno-inline-functions-called-once"
gcc $F -o "$O/encoder_before" encoder.c
gcc $F -DTWO_PASS -o "$O/encoder_after" encoder.c
