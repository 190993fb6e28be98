#!/bin/bash
# Builds the same source twice (before/after are identical programs, same input).
set -euo pipefail
W="$(cd "$(dirname "$0")" && pwd)"
for side in before after; do
  rustc --edition 2021 -C opt-level=2 -C debuginfo=2 -C force-frame-pointers=yes \
    -o "$W/invindex_$side" "$W/invindex.rs"
done
cmp -s "$W/invindex_before" "$W/invindex_after" && echo "binaries identical" || echo "binaries differ (rebuild)"
