#!/bin/bash
# Same source and flags for both sides (no-change control); built twice as two binaries.
set -euo pipefail
D="$(cd "$(dirname "$0")" && pwd)"
for side in before after; do
  gcc -O2 -g -fno-omit-frame-pointer -pthread -o "$D/workers_$side" "$D/workers.c"
done
cmp -s "$D/workers_before" "$D/workers_after" && echo "binaries identical" || echo "binaries differ"
