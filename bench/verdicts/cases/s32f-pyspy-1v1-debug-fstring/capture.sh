#!/bin/bash
# py-spy raw (collapsed) output, 500 Hz, one 8 s run per side (before, then after).
set -e
cd "$(dirname "$0")"
python3 --version; py-spy --version
for s in before after; do
  echo "== $s run-1"
  flock /tmp/flamediff-capture.lock py-spy record -r 500 -f raw -o $s/run-1.raw.txt -- python3 workload/$s.py 8
done
