#!/bin/bash
# Case s31g-pyinstrument-3v3-list-scan: pyinstrument 5.1.3 (default 1 ms interval), JSON renderer, interleaved 3v3.
set -e
cd "$(dirname "$0")"
pyinstrument --version
for i in 1 2 3; do
  for side in before after; do
    echo "== $side run-$i $(date -u +%T)"
    flock /tmp/flamediff-capture.lock pyinstrument -r json -o $side/run-$i.pyinstrument.json workload/prog_$side.py
  done
done
ls -la before after
