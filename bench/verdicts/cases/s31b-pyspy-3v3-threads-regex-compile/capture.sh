#!/bin/bash
# Capture: py-spy raw (folded) with per-thread roots, 250 Hz, 3 runs a side, interleaved.
# Each side's source is staged at the same path (app/enrich.py), as a checkout of either commit would be,
# so frame names/file names are identical between sides.
set -euo pipefail
cd "$(dirname "$0")"
mkdir -p before after
python3 --version; py-spy --version; nproc
for i in 1 2 3; do
  for side in before after; do
    echo "== $side run $i  $(date +%T)"
    rm -rf app; mkdir app; cp workload/$side/enrich.py app/enrich.py
    flock /tmp/flamediff-capture.lock \
      py-spy record -r 250 --threads -f raw -o $side/run-$i.raw.txt -- python3 app/enrich.py 4000
  done
done
rm -rf app
