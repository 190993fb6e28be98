#!/bin/bash
# py-spy record -r 200 -f raw, Python 3.11, 3 runs a side, interleaved.
set -euo pipefail
cd "$(dirname "$0")"
python3 --version; py-spy --version
for i in 1 2 3; do
  for side in before after; do
    echo "== $side run-$i"
    /usr/bin/time -f "wall %e s" flock /tmp/flamediff-capture.lock \
      py-spy record -r 200 -f raw -o $side/run-$i.raw.txt -- python3 workload/exporter.py $side 600
  done
done
