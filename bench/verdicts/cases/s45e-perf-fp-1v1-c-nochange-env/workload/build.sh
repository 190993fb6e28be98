#!/bin/bash
# Control: one binary, used for both before and after.
set -euo pipefail
cd "$(dirname "$0")"
gcc -O2 -g -fno-omit-frame-pointer -mno-omit-leaf-frame-pointer -o rollup rollup.c
