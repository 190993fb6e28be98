#!/bin/bash
# Captures one py-spy raw profile per side for ledger.py (before: score_entries 60 rounds, after: 81 rounds).
set -euo pipefail
D="$(cd "$(dirname "$0")" && pwd)"
PY=${PY:-python3}
N=60000
echo "py-spy: $(py-spy --version)  python: $($PY --version 2>&1)  date: $(date -u +%FT%TZ)"
for side in before after; do
  rm -f "$D/$side"/run-*
  out="$D/$side/run-1.raw.txt"
  echo "== $side run 1"
  /usr/bin/time -f "wall %es user %Us" flock /tmp/flamediff-capture.lock \
    py-spy record --format raw --rate 200 --output "$out" -- $PY "$D/workload/ledger.py" $side $N
  if [ $(stat -c %s "$out") -gt 204800 ]; then gzip -f "$out"; fi
done
ls -l "$D"/before "$D"/after
