#!/bin/bash
# samply record --unstable-presymbolicate, C++, control: same source built twice, 3 runs per side interleaved.
set -euo pipefail
HERE="$(cd "$(dirname "$0")" && pwd)"
LOCK=/tmp/flamediff-capture.lock
SAMPLY=${SAMPLY:-$HOME/.cargo/bin/samply}
N=200000; SOURCES=60
mkdir -p "$HERE/before" "$HERE/after"
echo "== $(date -u +%FT%TZ) $($SAMPLY --version) $(g++ --version | head -1)"
"$HERE/workload/build.sh"
for i in 1 2 3; do
  for side in before after; do
    out="$HERE/$side/run-$i.json"
    rm -f "$out" "${out%.json}.syms.json"
    echo "== capture $side run $i"
    ( time flock "$LOCK" "$SAMPLY" record --save-only --unstable-presymbolicate -o "$out" -- \
        "$HERE/workload/$side/router" $N $SOURCES ) 2>&1
    ls -l "$HERE/$side/" | grep "run-$i\." || true
  done
done
echo "== done $(date -u +%FT%TZ)"
