#!/bin/bash
# Case s32e-pyinstrument-3v3-sort-for-min: pyinstrument JSON renderer (default 1 ms interval), 3 runs a side, interleaved.
set -euo pipefail
cd "$(dirname "$0")"
python3 --version; pyinstrument --version
for n in 1 2 3; do
  for side in before after; do
    echo "== $side run-$n"
    flock /tmp/flamediff-capture.lock pyinstrument -r json -o $side/run-$n.pyinstrument.json workload/$side/sched.py
    ls -l $side/run-$n.pyinstrument.json
  done
done
