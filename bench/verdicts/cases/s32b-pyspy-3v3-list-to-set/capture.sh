#!/bin/bash
# Case s32b-pyspy-3v3-list-to-set: py-spy raw, 200 Hz, 3 runs per side, interleaved.
set -euo pipefail
cd "$(dirname "$0")"
python3 --version; py-spy --version
for i in 1 2 3; do
  for side in before after; do
    echo "== $side run-$i $(date -u +%T)"
    flock /tmp/flamediff-capture.lock \
      py-spy record -r 200 -f raw -o $side/run-$i.raw.txt -- python3 workload/$side/events.py 5
  done
done
ls -l before after
