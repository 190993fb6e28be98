#!/bin/bash
# samply, Rust (std only, -C debuginfo=2), 1 run per side: before then after.
# Both binaries are named `ledger` (built into different directories).
set -euo pipefail
HERE="$(cd "$(dirname "$0")" && pwd)"
LOCK=/tmp/flamediff-capture.lock
OUT=${OUT:-/tmp/s49h-rust}
BATCHES=3000
SAMPLY=${SAMPLY:-$HOME/.cargo/bin/samply}
echo "== $(date -u +%FT%TZ) $($SAMPLY --version) $(rustc --version)"
OUT="$OUT" "$HERE/workload/build.sh"
mkdir -p "$HERE/before" "$HERE/after"
for side in before after; do
  rm -f "$HERE/$side"/run-1.*
  echo "== capture $side run 1"
  ( time flock "$LOCK" "$SAMPLY" record --save-only --unstable-presymbolicate \
      -o "$HERE/$side/run-1.json" -- "$OUT/$side/ledger" $BATCHES ) 2>&1
  ls -la "$HERE/$side"
done
python3 "$HERE/measure.py"
echo "== done $(date -u +%FT%TZ)"
