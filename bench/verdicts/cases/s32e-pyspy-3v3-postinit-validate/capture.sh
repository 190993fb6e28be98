#!/bin/bash
# Case s32e-pyspy-3v3-postinit-validate: py-spy speedscope at 250 Hz, 3 runs a side, interleaved.
set -euo pipefail
cd "$(dirname "$0")"
python3 --version; py-spy --version
for n in 1 2 3; do
  for side in before after; do
    echo "== $side run-$n"
    flock /tmp/flamediff-capture.lock py-spy record -r 250 -f speedscope -o $side/run-$n.speedscope.json -- python3 workload/$side/orders.py 15
    ls -l $side/run-$n.speedscope.json
  done
done
