#!/bin/bash
# samply (Rust release + debuginfo), 4 std::threads, 3 runs per side, interleaved b1,a1,b2,a2,b3,a3.
set -euo pipefail
HERE="$(cd "$(dirname "$0")" && pwd)"
LOCK=/tmp/flamediff-capture.lock
export T=${T:-/tmp/s50c/samply-mutex}
ITEMS=5000000   # per worker thread (4 workers)
mkdir -p "$T" "$HERE/before" "$HERE/after"
rm -f "$HERE"/before/* "$HERE"/after/*
echo "== $(date -u +%FT%TZ) $(rustc --version) $(samply --version)"
echo "== load: $(cat /proc/loadavg)"
"$HERE/workload/build.sh"
for r in 1 2 3; do
  for side in before after; do
    echo "== $side run-$r: latstats_$side $ITEMS  (load: $(cat /proc/loadavg))"
    ( time flock "$LOCK" samply record --save-only --unstable-presymbolicate \
        -r 1000 -o "$HERE/$side/run-$r.json" -- "$T/latstats_$side" $ITEMS ) 2>&1
    ls -l "$HERE/$side/run-$r.json" "$HERE/$side/run-$r.syms.json"
  done
done
echo "== done $(date -u +%FT%TZ)"
