#!/bin/bash
# samply record (--unstable-presymbolicate), C++, 1 run per side, same program and input.
set -euo pipefail
HERE="$(cd "$(dirname "$0")" && pwd)"
LOCK=/tmp/flamediff-capture.lock
SAMPLY=${SAMPLY:-$HOME/.cargo/bin/samply}
CHUNKS=200
mkdir -p "$HERE/before" "$HERE/after"
echo "== $(date -u +%FT%TZ) $($SAMPLY --version) $(g++ --version | head -1)"
"$HERE/workload/build.sh"
for i in 1; do
  for side in before after; do
    out="$HERE/$side/run-$i.json"
    rm -f "$out" "$HERE/$side/run-$i.syms.json" "$HERE/$side/run-$i.json.syms.json"
    echo "== capture $side run $i"
    ( time flock "$LOCK" "$SAMPLY" record --save-only --unstable-presymbolicate -o "$out" -- \
        "$HERE/workload/wordstats_$side" $CHUNKS ) 2>&1
    ls -l "$HERE/$side"
  done
done
echo "== done $(date -u +%FT%TZ)"
