#!/bin/bash
# samply record (presymbolicated, .syms.json sidecar kept), Rust std-only, 1 run per side (before, then after).
set -euo pipefail
HERE="$(cd "$(dirname "$0")" && pwd)"
LOCK=/tmp/flamediff-capture.lock
BATCHES=65
SAMPLY=${SAMPLY:-$(command -v samply || echo ~/.cargo/bin/samply)}
mkdir -p "$HERE/before" "$HERE/after"
echo "== $(date -u +%FT%TZ) $($SAMPLY --version) $(rustc --version)"
"$HERE/workload/build.sh"
for side in before after; do
  out="$HERE/$side/run-1.json"
  rm -f "$out" "$HERE/$side/run-1.syms.json"
  echo "== capture $side run 1"
  ( time flock "$LOCK" "$SAMPLY" record --save-only --unstable-presymbolicate -o "$out" -- \
      "$HERE/workload/catalog_$side" $BATCHES ) 2>&1
  ls -l "$HERE/$side/"
done
echo "== done $(date -u +%FT%TZ)"
python3 "$HERE/measure.py"
