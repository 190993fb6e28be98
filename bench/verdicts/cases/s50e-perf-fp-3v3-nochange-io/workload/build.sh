#!/bin/bash
# Same source both sides; built twice (before/after binaries are identical builds).
set -euo pipefail
D="$(cd "$(dirname "$0")" && pwd)"
for side in before after; do
  gcc -O2 -g -fno-omit-frame-pointer -mno-omit-leaf-frame-pointer -o "$D/blockxform_$side" "$D/blockxform.c"
done
