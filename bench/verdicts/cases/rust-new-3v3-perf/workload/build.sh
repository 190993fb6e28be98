#!/usr/bin/env bash
# build.sh : release build with line-table debug info (Cargo.toml [profile.release] debug = "line-tables-only"),
# standard library only. Binary: /tmp/cnc/rust/target/release/tokagg (one binary for both sides).
set -euo pipefail
W=$(cd "$(dirname "$0")" && pwd)
CARGO_TARGET_DIR=/tmp/cnc/rust/target cargo build --release --offline --manifest-path "$W/Cargo.toml"
