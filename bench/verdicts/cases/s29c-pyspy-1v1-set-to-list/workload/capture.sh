#!/bin/bash
# Reproduces the capture: one py-spy run per side at 100 Hz, speedscope output.
set -euo pipefail
W=$(cd "$(dirname "$0")" && pwd); C=$(dirname "$W")
for side in before after; do
  echo "== $side run 1"
  flock /tmp/flamediff-capture.lock py-spy record -r 100 -f speedscope -o "$C/$side/run-1.speedscope.json" -- python3 "$W/$side/tagger.py" 2>&1
done
