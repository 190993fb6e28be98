#!/bin/bash
# build.sh OUTDIR : ledger_before and ledger_after (--cfg after), optimised with debug info for DWARF unwinding.
set -euo pipefail
cd "$(dirname "$0")"
O=${1:-/tmp/s44c/rust}; mkdir -p "$O"
F="-C opt-level=2 -g --edition 2021"
rustc $F -o "$O/ledger_before" ledger.rs
rustc $F --cfg after -o "$O/ledger_after" ledger.rs
