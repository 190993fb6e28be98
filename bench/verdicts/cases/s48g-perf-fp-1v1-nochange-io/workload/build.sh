#!/bin/bash
# One binary used for both sides (control): -O2 with frame pointers.
set -euo pipefail
cd "$(dirname "$0")"
gcc -O2 -g -fno-omit-frame-pointer -o ledger ledger.c
