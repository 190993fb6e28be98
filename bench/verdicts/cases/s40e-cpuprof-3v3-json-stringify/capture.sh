#!/usr/bin/env bash
# Rerunnable capture for s40e-cpuprof-3v3-json-stringify.
# before = processBatch loop without serialization; after = JSON.stringify(order) added per order.
set -euo pipefail
HERE="$(cd "$(dirname "$0")" && pwd)"
TMP="${TMP_DIR:-/tmp/s40e/cpuprof}"
LOCK=/tmp/flamediff-capture.lock
ARGS="--orders 20000 --rounds 30 --seed 99"
echo "node: $(node --version)"
mkdir -p "$HERE/before" "$HERE/after" "$TMP"
for i in 1 2 3; do
  for side in before after; do
    mode=plain; [ "$side" = after ] && mode=audit
    rm -rf "$TMP/$side-$i"; mkdir -p "$TMP/$side-$i"
    echo "== $side run $i (mode=$mode)"
    flock "$LOCK" /usr/bin/time -f "   wall=%es user=%Us sys=%Ss" \
      node --cpu-prof --cpu-prof-interval 500 --cpu-prof-dir "$TMP/$side-$i" --cpu-prof-name prof.cpuprofile \
      "$HERE/workload/orders.js" --mode "$mode" $ARGS
    out="$HERE/$side/run-$i.cpuprofile"
    cp "$TMP/$side-$i/prof.cpuprofile" "$out"
    echo "   bytes: $(wc -c < "$out")"
    if [ "$(wc -c < "$out")" -gt 204800 ]; then gzip -f "$out"; fi
  done
done
echo "done"
