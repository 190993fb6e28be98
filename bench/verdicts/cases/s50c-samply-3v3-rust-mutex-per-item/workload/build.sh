#!/bin/bash
# Builds before (thread-local stats) and after (--features shared_lock) release binaries.
set -euo pipefail
cd "$(dirname "$0")"
T=${T:-/tmp/s50c/samply-mutex}
CARGO_TARGET_DIR="$T/before" cargo build --release --offline -q
CARGO_TARGET_DIR="$T/after" cargo build --release --offline -q --features shared_lock
cp "$T/before/release/latstats" "$T/latstats_before"
cp "$T/after/release/latstats" "$T/latstats_after"
