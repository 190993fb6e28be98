#!/bin/bash
# before: default; after: --cfg SLOW (normalize does 32 ROT13 passes instead of 22).
set -euo pipefail
cd "$(dirname "$0")"
FLAGS="-C opt-level=2 -C debuginfo=2 -C force-frame-pointers=yes --edition 2021"
rustc $FLAGS -o pipeline_before pipeline.rs
rustc $FLAGS --cfg SLOW -o pipeline_after pipeline.rs
