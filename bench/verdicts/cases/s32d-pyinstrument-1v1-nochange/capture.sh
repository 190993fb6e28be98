#!/bin/bash
# Case s32d-pyinstrument-1v1-nochange: pyinstrument 5.1.3 (Python 3.11.7), JSON renderer, default interval (1 ms),
# the SAME program on both sides, one run each (before then after).
set -e
cd "$(dirname "$0")"
pyinstrument --version
for side in before after; do
  echo "== $side run-1"
  /usr/bin/time -f "wall %e s" flock /tmp/flamediff-capture.lock pyinstrument -r json -o $side/run-1.pyinstrument.json workload/prog.py
  ls -l $side/run-1.pyinstrument.json
done
