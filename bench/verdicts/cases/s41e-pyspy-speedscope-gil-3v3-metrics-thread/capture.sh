#!/bin/bash
# 3 runs per side of service.py under py-spy --gil, speedscope output. Sides alternate per run index.
set -euo pipefail
D="$(cd "$(dirname "$0")" && pwd)"
PY=${PY:-python3}
N=250000
echo "py-spy: $(py-spy --version)  python: $($PY --version 2>&1)  date: $(date -u +%FT%TZ)"
rm -f "$D"/before/run-* "$D"/after/run-*
for i in 1 2 3; do
  for side in before after; do
    out="$D/$side/run-$i.speedscope.json"
    echo "== $side run $i"
    /usr/bin/time -f "wall %es user %Us" flock /tmp/flamediff-capture.lock \
      py-spy record --gil --format speedscope --rate 200 --output "$out" -- $PY "$D/workload/service.py" $side $N
    if [ $(stat -c %s "$out") -gt 204800 ]; then gzip -f "$out"; fi
  done
done
ls -l "$D"/before "$D"/after
