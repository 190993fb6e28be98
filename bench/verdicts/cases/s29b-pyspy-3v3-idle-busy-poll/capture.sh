#!/usr/bin/env bash
# Reproduces the capture: 3 py-spy runs of each version, --idle --threads, speedscope output.
# The version under test is copied to one fixed path so frames carry the same file name on both sides.
set -euo pipefail
CASE="$(cd "$(dirname "$0")" && pwd)"
RUN=/tmp/s29b-pyspy-idle/ingest.py
mkdir -p "$(dirname "$RUN")"
py-spy --version
python3 --version
for side in before after; do
  cp "$CASE/workload/ingest_$side.py" "$RUN"
  for n in 1 2 3; do
    echo "== $side run $n"
    start=$(date +%s.%N)
    flock /tmp/flamediff-capture.lock \
      py-spy record --idle --threads -r 100 -f speedscope \
        -o "$CASE/$side/run-$n.speedscope.json" -- python3 "$RUN" 3
    end=$(date +%s.%N)
    echo "wall: $(echo "$end - $start" | bc) s"
  done
done
