#!/bin/bash
# Same source; after build enables --cfg feature_after (per-comparison to_lowercase).
set -euo pipefail
cd "$(dirname "$0")"
FLAGS="-C opt-level=2 -g -C force-frame-pointers=yes --edition 2021"
rustc $FLAGS -o contacts_before src/main.rs
rustc $FLAGS --cfg feature_after -o contacts_after src/main.rs
