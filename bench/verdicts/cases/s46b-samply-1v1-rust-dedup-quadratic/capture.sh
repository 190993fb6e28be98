#!/bin/bash
# samply 0.13.1 record --save-only --unstable-presymbolicate, Rust (std only), 1 run per side.
set -euo pipefail
HERE="$(cd "$(dirname "$0")" && pwd)"
LOCK=/tmp/flamediff-capture.lock
SAMPLY=${SAMPLY:-$HOME/.cargo/bin/samply}
N=200000; WINDOW=500; PASSES=25
mkdir -p "$HERE/before" "$HERE/after"
echo "== $(date -u +%FT%TZ) $($SAMPLY --version) $(rustc --version)"
"$HERE/workload/build.sh" 2>&1 | grep -v '^$' || true
for side in before after; do
  out="$HERE/$side/run-1.json"; rm -f "$out" "$HERE/$side/run-1.syms.json"
  echo "== capture $side run 1"
  ( time flock "$LOCK" "$SAMPLY" record --save-only --unstable-presymbolicate -o "$out" -- \
      "$HERE/workload/bin/dedup_$side" $N $WINDOW $PASSES ) 2>&1
  ls -l "$HERE/$side"
done
echo "== done $(date -u +%FT%TZ)"
