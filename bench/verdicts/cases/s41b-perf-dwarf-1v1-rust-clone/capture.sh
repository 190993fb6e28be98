#!/bin/bash
# Builds both Rust variants and captures 1 perf run per side with DWARF unwinding.
set -euo pipefail
HERE=$(cd "$(dirname "$0")" && pwd)
S=/tmp/s41b/rust; mkdir -p "$S"
rustc --version
rustc -C opt-level=2 -g --check-cfg 'cfg(clone_values)' -o "$S/ledger_before" "$HERE/workload/ledger.rs"
rustc -C opt-level=2 -g --check-cfg 'cfg(clone_values)' --cfg clone_values -o "$S/ledger_after" "$HERE/workload/ledger.rs"
rm -f "$HERE"/before/run-* "$HERE"/after/run-*
declare -A SEED=([before]=7 [after]=8)
for side in before after; do
  echo "== $side run-1 seed=${SEED[$side]} rounds=300"
  flock /tmp/flamediff-capture.lock perf record -F 999 --call-graph dwarf,16384 -o "$S/perf.data" -- "$S/ledger_$side" "${SEED[$side]}" 300 2>&1
  perf script -i "$S/perf.data" > "$HERE/$side/run-1.perf.txt" 2>"$S/script-$side.err"
  rm -f "$S/perf.data"
  echo "   perf.txt bytes=$(stat -c %s "$HERE/$side/run-1.perf.txt") samples=$(grep -c 'cpu-clock' "$HERE/$side/run-1.perf.txt" || true)"
  [ "$(stat -c %s "$HERE/$side/run-1.perf.txt")" -gt 204800 ] && gzip -f "$HERE/$side/run-1.perf.txt"
done
perf --version
