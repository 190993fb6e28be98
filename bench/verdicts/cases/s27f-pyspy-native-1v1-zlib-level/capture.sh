#!/bin/bash
# Rerunnable capture: py-spy --native --format raw 200 Hz, ONE run a side (before, then after).
# Both sides run as the same path (workload/archiver.py, a copy of archiver_<side>.py).
set -e
cd "$(dirname "$0")"
mkdir -p before after
for side in before after; do
  cp workload/archiver_$side.py workload/archiver.py
  echo "== $side run 1 $(date +%T)"
  flock /tmp/flamediff-capture.lock py-spy record --native --rate 200 --format raw \
    -o $side/run-1.txt -- python3 workload/archiver.py 1000
done
rm -f workload/archiver.py
for re in '^compress_block\b' '^render_block\b' 'deflate' '^write_index\b'; do
  echo "== $re (own measurement)"
  python3 workload/measure_share.py "$re" before/run-1.txt after/run-1.txt
done
