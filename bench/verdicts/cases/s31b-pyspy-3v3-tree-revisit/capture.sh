#!/bin/bash
# Capture: py-spy speedscope (on-CPU, idle dropped), 300 Hz, 3 runs a side, interleaved.
# Each side's source is staged at the same path (app/exprc.py) so file names match between sides.
set -euo pipefail
cd "$(dirname "$0")"
mkdir -p before after
python3 --version; py-spy --version; nproc
for i in 1 2 3; do
  for side in before after; do
    echo "== $side run $i  $(date +%T)"
    rm -rf app; mkdir app; cp workload/$side/exprc.py app/exprc.py
    flock /tmp/flamediff-capture.lock \
      py-spy record -r 300 -f speedscope -o $side/run-$i.speedscope.json -- python3 app/exprc.py 20000
  done
done
rm -rf app
