#!/bin/bash
# samply record --save-only --unstable-presymbolicate, Rust (std only, rustc direct), 1 run per side (before then after).
set -euo pipefail
HERE="$(cd "$(dirname "$0")" && pwd)"
LOCK=/tmp/flamediff-capture.lock
BATCHES=80; N=40000
mkdir -p "$HERE/before" "$HERE/after"
echo "== $(date -u +%FT%TZ) $(samply --version) $(rustc --version)"
"$HERE/workload/build.sh"
cd /tmp
for side in before after; do
  out="$HERE/$side/run-1.json"; rm -f "$out" "$out.syms.json" "$HERE/$side/run-1.syms.json"
  echo "== capture $side run 1"
  ( time flock "$LOCK" samply record --save-only --unstable-presymbolicate -o "$out" -- \
      "$HERE/workload/roster_$side" $BATCHES $N ) 2>&1
  ls -l "$HERE/$side/"
done
echo "== done $(date -u +%FT%TZ)"
python3 "$HERE/measure.py"
