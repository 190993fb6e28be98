#!/bin/bash
# Rerunnable capture for s36c-pyspy-raw-1v1-split-three-callees. Order: b1, a1.
set -euo pipefail
cd "$(dirname "$0")"
PY=$(pyenv which python3 2>/dev/null || command -v python3)
echo "python: $($PY --version 2>&1) ($PY)"; echo "py-spy: $(py-spy --version)"
mkdir -p before after
for i in 1; do
  for side in before after; do
    echo "== $side run $i"
    flock /tmp/flamediff-capture.lock py-spy record --format raw --rate 200 --nonblocking \
      -o $side/run-$i.raw.txt -- "$PY" workload/$side/orders.py 200
  done
done
