#!/bin/bash
# samply record (presymbolicated), Rust std-only, unchanged program, 3 runs per side, interleaved.
set -euo pipefail
HERE="$(cd "$(dirname "$0")" && pwd)"
LOCK=/tmp/flamediff-capture.lock
export PATH="$HOME/.cargo/bin:$PATH"
ROUNDS=24
mkdir -p "$HERE/before" "$HERE/after"
echo "== $(date -u +%FT%TZ) $(samply --version) $(rustc --version)"
"$HERE/workload/build.sh"
for i in 1 2 3; do
  for side in before after; do
    out="$HERE/$side/run-$i.json"
    rm -f "$out" "$HERE/$side/run-$i.syms.json"
    echo "== capture $side run $i"
    ( time flock "$LOCK" samply record --save-only --unstable-presymbolicate -o "$out" -- \
        "$HERE/workload/invindex_$side" $ROUNDS ) 2>&1
    ls -l "$HERE/$side/run-$i".*
  done
done
echo "== done $(date -u +%FT%TZ)"
python3 "$HERE/measure.py"
