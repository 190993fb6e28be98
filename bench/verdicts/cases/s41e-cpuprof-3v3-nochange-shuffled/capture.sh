#!/bin/bash
# Control: identical work; only the shuffle seed differs per run (before: seeds 11,12,13; after: 21,22,23).
set -euo pipefail
D="$(cd "$(dirname "$0")" && pwd)"
S=/tmp/s41e/node; mkdir -p "$S"
echo "node: $(node --version)  date: $(date -u +%FT%TZ)"
rm -f "$D"/before/run-* "$D"/after/run-*
for i in 1 2 3; do
  for side in before after; do
    if [ $side = before ]; then seed=$((10 + i)); else seed=$((20 + i)); fi
    echo "== $side run $i (shuffle seed $seed)"
    rm -rf "$S/prof"; mkdir -p "$S/prof"
    /usr/bin/time -f "wall %es user %Us" flock /tmp/flamediff-capture.lock \
      node --cpu-prof --cpu-prof-interval 1000 --cpu-prof-dir "$S/prof" "$D/workload/orders.js" $seed 4 100000
    out="$D/$side/run-$i.cpuprofile"
    mv "$S"/prof/*.cpuprofile "$out"
    if [ $(stat -c %s "$out") -gt 204800 ]; then gzip -f "$out"; fi
  done
done
ls -l "$D"/before "$D"/after
