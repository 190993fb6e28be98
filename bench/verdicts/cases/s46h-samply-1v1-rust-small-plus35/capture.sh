#!/bin/bash
# samply (presymbolicated), Rust std-only pipeline, 1 run per side (before then after).
set -euo pipefail
HERE="$(cd "$(dirname "$0")" && pwd)"
LOCK=/tmp/flamediff-capture.lock
SAMPLY=${SAMPLY:-$HOME/.cargo/bin/samply}
BLOCKS=1800
mkdir -p "$HERE/before" "$HERE/after"
echo "== $(date -u +%FT%TZ) $($SAMPLY --version) $(rustc --version)"
"$HERE/workload/build.sh"
for side in before after; do
  rm -f "$HERE/$side"/run-1.json "$HERE/$side"/run-1.json.syms.json "$HERE/$side"/run-1.syms.json
  echo "== capture $side run 1"
  ( time flock "$LOCK" "$SAMPLY" record --save-only --unstable-presymbolicate \
      -o "$HERE/$side/run-1.json" -- "$HERE/workload/pipeline_$side" $BLOCKS ) 2>&1
  ls -l "$HERE/$side"
done
echo "== done $(date -u +%FT%TZ)"
