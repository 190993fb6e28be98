#!/bin/bash
# Builds catalog_before (score_tags borrows p.tags) and catalog_after
# (--cfg clone_in_loop: score_tags clones p.tags on every loop iteration).
set -euo pipefail
cd "$(dirname "$0")"
FLAGS="-C debuginfo=2 -C opt-level=2 -C force-frame-pointers=no"
rustc $FLAGS -o catalog_before catalog.rs
rustc $FLAGS --cfg clone_in_loop -o catalog_after catalog.rs
