#!/usr/bin/env bash
# Release build with full debuginfo (Cargo profile debug = 2, i.e. -C debuginfo=2), std only.
set -euo pipefail
cd "$(dirname "$0")"
export CARGO_TARGET_DIR=${CARGO_TARGET_DIR:-/tmp/s49i-samply-threads/target}
cargo build --release --offline
