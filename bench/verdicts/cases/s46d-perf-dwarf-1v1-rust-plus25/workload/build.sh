#!/bin/bash
# Builds ledger_before and ledger_after from ledger.rs; after adds --cfg after (SETTLE_ROUNDS 8 -> 10).
set -euo pipefail
HERE="$(cd "$(dirname "$0")" && pwd)"
FLAGS="-C opt-level=2 -g -C force-frame-pointers=yes"
rustc $FLAGS -o "$HERE/ledger_before" "$HERE/ledger.rs"
rustc $FLAGS --cfg after -o "$HERE/ledger_after" "$HERE/ledger.rs"
