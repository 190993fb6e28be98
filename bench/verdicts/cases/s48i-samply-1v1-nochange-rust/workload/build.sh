#!/bin/bash
# Builds one binary used for both sides (control: no code change).
set -euo pipefail
cd "$(dirname "$0")"
RUSTFLAGS="-C force-frame-pointers=yes -C debuginfo=2" cargo build --release --offline -q
cp target/release/wordstats ./wordstats
