#!/bin/bash
# Same source for both sides; built twice (before/after binaries identical in source and flags).
set -euo pipefail
cd "$(dirname "$0")"
for side in before after; do
  rustc -C opt-level=2 -g -C force-frame-pointers=yes -o logstats_$side logstats.rs
done
