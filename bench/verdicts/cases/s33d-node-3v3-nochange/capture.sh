#!/usr/bin/env bash
# Case s33d-node-3v3-nochange: node --cpu-prof (1 ms sampling interval), 3 runs a side, interleaved.
# NO-CHANGE control: the same workload/inventory.js on both sides; only the seed differs
# (before: seeds 11,12,13; after: seeds 21,22,23). Fixed work: 120 batches of 4000 orders.
set -euo pipefail
CASE="$(cd "$(dirname "$0")" && pwd)"
node --version
mkdir -p "$CASE/before" "$CASE/after"
for i in 1 2 3; do
  for side in before after; do
    if [ "$side" = before ]; then seed=$((10 + i)); else seed=$((20 + i)); fi
    echo "== $side run $i seed $seed  $(date +%T)  load: $(cut -d' ' -f1-3 /proc/loadavg)"
    flock /tmp/flamediff-capture.lock /usr/bin/time -f "wall %e s, user %U s" \
      node --cpu-prof --cpu-prof-interval 1000 --cpu-prof-dir "$CASE/$side" --cpu-prof-name "run-$i.cpuprofile" \
      "$CASE/workload/inventory.js" 120 "$seed"
  done
done
# gzip anything over 2 MB
for f in "$CASE"/before/*.cpuprofile "$CASE"/after/*.cpuprofile; do
  if [ "$(stat -c %s "$f")" -gt 2000000 ]; then gzip -9 -f "$f"; echo "gzipped $f"; fi
done
ls -l "$CASE"/before "$CASE"/after
