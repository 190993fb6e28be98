#!/bin/bash
# Capture: py-spy speedscope, --idle (wall-clock: idle stacks kept), 200 Hz, one run a side.
# Each side's source is staged at the same path (app/ingest.py) so file names match between sides.
set -euo pipefail
cd "$(dirname "$0")"
mkdir -p before after
python3 --version; py-spy --version; nproc
for side in before after; do
  echo "== $side run 1  $(date +%T)"
  rm -rf app; mkdir app; cp workload/$side/ingest.py app/ingest.py
  /usr/bin/time -f "$side: user %Us sys %Ss wall %es (py-spy + python)" \
    flock /tmp/flamediff-capture.lock \
      py-spy record -r 200 --idle -f speedscope -o $side/run-1.speedscope.json -- python3 app/ingest.py 1000
done
rm -rf app
