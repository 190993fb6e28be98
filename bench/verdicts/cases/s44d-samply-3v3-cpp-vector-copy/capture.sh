#!/bin/bash
# samply 0.13.1 record --save-only --unstable-presymbolicate, C++ (g++ -O2 -g), 3 runs per side, interleaved.
set -euo pipefail
HERE="$(cd "$(dirname "$0")" && pwd)"
LOCK=/tmp/flamediff-capture.lock
SAMPLY=${SAMPLY:-$HOME/.cargo/bin/samply}
USERS=450; ITEMS=20000
mkdir -p "$HERE/before" "$HERE/after"
echo "== $(date -u +%FT%TZ) $($SAMPLY --version) $(g++ --version | head -1) load: $(cut -d' ' -f1-3 /proc/loadavg)"
"$HERE/workload/build.sh"
for i in 1 2 3; do
  for side in before after; do
    out="$HERE/$side/run-$i.json"
    rm -f "$out" "$HERE/$side/run-$i.syms.json"
    echo "== capture $side run $i (load $(cut -d' ' -f1-3 /proc/loadavg))"
    ( time flock "$LOCK" "$SAMPLY" record --save-only --unstable-presymbolicate -o "$out" -- \
        "$HERE/workload/ranker_$side" $USERS $ITEMS ) 2>&1
    ls -l "$out" "$HERE/$side/run-$i.syms.json"
  done
done
rm -f "$HERE/workload/ranker_before" "$HERE/workload/ranker_after"
echo "== done $(date -u +%FT%TZ)"
echo "== measure"
cd "$HERE" && python3 measure.py 'score_candidate=\bscore_candidate\b' 'memcpy=memcpy|memmove' \
  'operator_new=operator new|\bmalloc\b|_int_malloc' 'operator_delete=operator delete|\bfree\b|_int_free' \
  'dot_sparse=\bdot_sparse\b' 'rank_user=\brank_user\b' \
  before/run-?.json after/run-?.json
