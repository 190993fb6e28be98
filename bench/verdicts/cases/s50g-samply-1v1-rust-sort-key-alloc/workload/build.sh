#!/bin/bash
# Builds roster_before and roster_after (release, debuginfo, frame pointers). Only difference: --cfg after.
set -euo pipefail
cd "$(dirname "$0")"
FLAGS="-C opt-level=3 -g -C force-frame-pointers=yes --edition 2021"
rustc $FLAGS -o roster_before roster.rs
rustc $FLAGS --cfg after -o roster_after roster.rs
