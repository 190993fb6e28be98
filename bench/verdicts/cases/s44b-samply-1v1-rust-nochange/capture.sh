#!/bin/bash
# samply 0.13.1, Rust (std only), 1 run per side, unchanged program (control).
set -euo pipefail
HERE="$(cd "$(dirname "$0")" && pwd)"
LOCK=/tmp/flamediff-capture.lock
SAMPLY=${SAMPLY:-$HOME/.cargo/bin/samply}
BATCHES=250; PER_BATCH=50000
mkdir -p "$HERE/before" "$HERE/after"
echo "== $(date -u +%FT%TZ) $($SAMPLY --version) $(rustc --version)"
"$HERE/workload/build.sh"
cmp "$HERE/workload/logstats_before" "$HERE/workload/logstats_after" && echo "binaries identical" || echo "binaries differ (same source/flags)"
for i in 1; do
  for side in before after; do
    out="$HERE/$side/run-$i.json"
    rm -f "$out" "$HERE/$side/run-$i.syms.json"
    echo "== capture $side run $i"
    ( time flock "$LOCK" "$SAMPLY" record --save-only --unstable-presymbolicate -o "$out" -- \
        "$HERE/workload/logstats_$side" $BATCHES $PER_BATCH ) 2>&1
    ls -l "$out" "$HERE/$side/run-$i.syms.json"
  done
done
echo "== measure"
python3 "$HERE/measure.py" -g parse_line='\bparse_line\b' -g generate_line='\bgenerate_line\b' \
  -g aggregate='\baggregate\b' -g normalize_key='\bnormalize_key\b' -g summarize='\bsummarize\b' \
  "$HERE"/before/run-*.json "$HERE"/after/run-*.json
echo "== done $(date -u +%FT%TZ)"
