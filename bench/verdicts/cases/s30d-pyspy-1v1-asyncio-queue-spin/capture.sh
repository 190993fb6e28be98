#!/bin/bash
# py-spy speedscope with --idle --threads, 200 Hz, one run a side (before, then after).
set -e
cd "$(dirname "$0")"
py-spy --version; python3 --version
for side in before after; do
  echo "== $side run 1"
  ( cd workload/$side && flock /tmp/flamediff-capture.lock \
      py-spy record -r 200 --idle --threads -f speedscope -o ../../$side/run-1.speedscope.json -- python3 app.py )
done
