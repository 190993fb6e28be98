#!/bin/bash
# samply (presymbolicated), Rust std-only 4-named-thread pipeline, 1 run per side (before then after).
set -euo pipefail
HERE="$(cd "$(dirname "$0")" && pwd)"
LOCK=/tmp/flamediff-capture.lock
SAMPLY=${SAMPLY:-$HOME/.cargo/bin/samply}
N=1200000
mkdir -p "$HERE/before" "$HERE/after"
echo "== $(date -u +%FT%TZ) $($SAMPLY --version) $(rustc --version)"
"$HERE/workload/build.sh"
for side in before after; do
  rm -f "$HERE/$side"/run-1.json "$HERE/$side"/run-1.json.syms.json "$HERE/$side"/run-1.syms.json
  echo "== capture $side run 1"
  ( time flock "$LOCK" "$SAMPLY" record --save-only --unstable-presymbolicate \
      -o "$HERE/$side/run-1.json" -- "$HERE/workload/pipeline_$side" $N ) 2>&1
  ls -l "$HERE/$side"
done
python3 "$HERE/measure.py" "$HERE"
echo "== done $(date -u +%FT%TZ)"
