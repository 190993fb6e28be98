#!/bin/bash
# Builds $OUT/before/ledger and $OUT/after/ledger (std only) with debuginfo and frame pointers.
set -euo pipefail
D="$(cd "$(dirname "$0")" && pwd)"
OUT=${OUT:-/tmp/s49h-rust}
mkdir -p "$OUT/before" "$OUT/after"
mkdir -p "$OUT"
rustc -O -C debuginfo=2 -C force-frame-pointers=yes -o "$OUT/before/ledger" "$D/ledger.rs"
rustc -O -C debuginfo=2 -C force-frame-pointers=yes --cfg after -o "$OUT/after/ledger" "$D/ledger.rs"
