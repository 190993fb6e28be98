#!/bin/bash
# Rerunnable capture for s41f-pyspy-raw-3v3-smaps-reader: 3 py-spy runs per side, --format raw.
set -euo pipefail
cd "$(dirname "$0")"
PY=${PY:-$(pyenv which python3 2>/dev/null || command -v python3)}
echo "python: $($PY --version)  py-spy: $(py-spy --version)"
rm -f before/* after/*
for side in before after; do
  mode=base; [ $side = after ] && mode=smaps
  for r in 1 2 3; do
    echo "== $side run-$r mode=$mode $(date -Is)"
    flock /tmp/flamediff-capture.lock \
      py-spy record --format raw --rate 100 -o $side/run-$r.raw.txt -- \
        "$PY" workload/metricsd.py --mode $mode --children 6 --batches 5000 --tick-every 10
  done
done
for f in before/* after/*; do
  if [ "$(stat -c %s "$f")" -gt 204800 ]; then gzip -9 "$f"; fi
done
ls -l before after
