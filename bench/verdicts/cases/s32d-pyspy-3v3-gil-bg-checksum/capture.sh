#!/bin/bash
# Case s32d-pyspy-3v3-gil-bg-checksum: py-spy 0.4.3 raw, --gil (only samples of the thread holding the GIL), 250 Hz,
# Python 3.11.7, 3 runs a side interleaved.
set -e
cd "$(dirname "$0")"
py-spy --version
for i in 1 2 3; do
  for side in before after; do
    echo "== $side run-$i"
    flock /tmp/flamediff-capture.lock py-spy record -r 250 --gil -f raw -o $side/run-$i.raw.txt -- python3 workload/$side.py 120
  done
done
