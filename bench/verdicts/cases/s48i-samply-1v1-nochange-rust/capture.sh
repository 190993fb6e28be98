#!/bin/bash
# samply, Rust (std only), ONE run per side, same binary and input (control), before then after.
set -euo pipefail
HERE="$(cd "$(dirname "$0")" && pwd)"
LOCK=/tmp/flamediff-capture.lock
SAMPLY=${SAMPLY:-$HOME/.cargo/bin/samply}
mkdir -p "$HERE/before" "$HERE/after"
echo "== $(date -u +%FT%TZ) $($SAMPLY --version) $(rustc --version) nproc=$(nproc) load: $(cut -d' ' -f1-3 /proc/loadavg)"
"$HERE/workload/build.sh"
sha256sum "$HERE/workload/wordstats"
for side in before after; do
  out="$HERE/$side/run-1.json"
  rm -f "$out" "$out.syms.json"
  echo "== capture $side run 1"
  ( time flock "$LOCK" "$SAMPLY" record --save-only --unstable-presymbolicate -o "$out" -- "$HERE/workload/wordstats" 4000 9 ) 2>&1
  ls -l "$HERE/$side"
done
echo "== measure"
for f in count_terms normalize_token count_bigrams bigram_hash tokenize rank_terms generate_corpus process_corpus "hashbrown|HashMap"; do
  echo "-- $f"; python3 "$HERE/measure.py" "\\b$f\\b" -- "$HERE/before/run-1.json" "$HERE/after/run-1.json"
done
echo "== done $(date -u +%FT%TZ)"
