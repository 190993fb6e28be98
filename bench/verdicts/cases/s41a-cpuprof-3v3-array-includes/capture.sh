#!/usr/bin/env bash
# Rerunnable capture for s41a-cpuprof-3v3-array-includes.
# before: --lookup=set (Set.prototype.has); after: --lookup=array (Array.prototype.includes on a
# 48-element array). Same ids, same result. Runs alternate before/after.
set -euo pipefail
HERE="$(cd "$(dirname "$0")" && pwd)"
LOCK=/tmp/flamediff-capture.lock
ROUNDS=2000
mkdir -p "$HERE/before" "$HERE/after"
rm -f "$HERE"/before/run-* "$HERE"/after/run-*
echo "date: $(date -u +%FT%TZ)"
echo "node: $(node --version)"
for i in 1 2 3; do
  for side in before after; do
    if [ "$side" = before ]; then MODE=set; else MODE=array; fi
    echo "== $side run $i (lookup=$MODE, rounds $ROUNDS)"
    /usr/bin/time -f "cpu user %U s, sys %S s" \
      flock "$LOCK" node --cpu-prof --cpu-prof-dir="$HERE/$side" --cpu-prof-name="run-$i.cpuprofile" \
      "$HERE/workload/lookup.js" --lookup="$MODE" --rounds="$ROUNDS" 2>&1
    f="$HERE/$side/run-$i.cpuprofile"
    echo "bytes: $(wc -c < "$f")"
    if [ "$(wc -c < "$f")" -gt 200000 ]; then gzip -f "$f"; fi
  done
done
python3 "$HERE/measure.py"
