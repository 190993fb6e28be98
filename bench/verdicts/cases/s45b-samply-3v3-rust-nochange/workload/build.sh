#!/bin/bash
# Builds the same source twice (before/after are identical programs).
set -euo pipefail
W="$(cd "$(dirname "$0")" && pwd)"
for side in before after; do
  rustc --edition 2021 -C opt-level=2 -C debuginfo=2 -C force-frame-pointers=yes \
    -o "$W/logstats_$side" "$W/logstats.rs"
done
cmp -s "$W/logstats_before" "$W/logstats_after" && echo "binaries identical" || echo "binaries differ (rebuild)"
