#!/usr/bin/env bash
# Case s30b-pyspy-3v3-numpy-argsort-stable: py-spy --native, speedscope, 3 runs a side, interleaved.
set -euo pipefail
cd "$(dirname "$0")"
python3 --version; py-spy --version; python3 -c 'import numpy; print("numpy", numpy.__version__)'
mkdir -p before after
for i in 1 2 3; do
  for side in before after; do
    echo "== $side run $i"
    flock /tmp/flamediff-capture.lock \
      py-spy record --native -r 200 -f speedscope -o "$side/run-$i.speedscope.json" -- python3 workload/$side/features.py 5
  done
done
