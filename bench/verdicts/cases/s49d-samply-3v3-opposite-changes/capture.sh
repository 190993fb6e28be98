#!/bin/bash
# samply 0.13.1, Rust (std only, -C debuginfo=2), 3 runs per side, interleaved before/after.
set -euo pipefail
HERE="$(cd "$(dirname "$0")" && pwd)"
LOCK=/tmp/flamediff-capture.lock
SAMPLY=${SAMPLY:-$HOME/.cargo/bin/samply}
PASSES=10; ROUNDS=6
mkdir -p "$HERE/before" "$HERE/after"
echo "== $(date -u +%FT%TZ) $(rustc --version) $($SAMPLY --version)"
"$HERE/workload/build.sh"
for i in 1 2 3; do
  for side in before after; do
    out="$HERE/$side/run-$i.json"
    rm -f "$out" "$HERE/$side/run-$i.syms.json" "$HERE/$side/run-$i.json.syms.json"
    echo "== capture $side run $i (load: $(cut -d' ' -f1-3 /proc/loadavg))"
    ( time flock "$LOCK" "$SAMPLY" record --save-only --unstable-presymbolicate -o "$out" -- \
        "$HERE/workload/indexer_$side" $PASSES $ROUNDS ) 2>&1
  done
done
ls -l "$HERE/before" "$HERE/after"
echo "== done $(date -u +%FT%TZ)"
