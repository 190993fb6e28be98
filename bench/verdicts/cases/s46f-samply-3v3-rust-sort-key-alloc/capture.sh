#!/bin/bash
# samply record --save-only --unstable-presymbolicate, Rust (std only), 3 runs per side, interleaved.
set -euo pipefail
HERE="$(cd "$(dirname "$0")" && pwd)"
LOCK=/tmp/flamediff-capture.lock
BATCHES=30; N=50000
mkdir -p "$HERE/before" "$HERE/after"
echo "== $(date -u +%FT%TZ) $(samply --version) $(rustc --version)"
"$HERE/workload/build.sh"
for i in 1 2 3; do
  for side in before after; do
    out="$HERE/$side/run-$i.json"; rm -f "$out" "$out.syms.json" "$HERE/$side/run-$i.syms.json"
    echo "== capture $side run $i"
    ( time flock "$LOCK" samply record --save-only --unstable-presymbolicate -o "$out" -- \
        "$HERE/workload/contacts_$side" $BATCHES $N ) 2>&1
    ls -l "$HERE/$side/" | grep "run-$i" || true
  done
done
echo "== done $(date -u +%FT%TZ)"
