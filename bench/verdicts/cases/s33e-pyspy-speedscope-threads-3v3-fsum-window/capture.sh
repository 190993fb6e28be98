#!/bin/bash
# Case s33e-pyspy-speedscope-threads-3v3-fsum-window: py-spy speedscope with --threads, 3 runs a side, interleaved.
set -euo pipefail
CASE=$(cd "$(dirname "$0")" && pwd)
py-spy --version
python3 --version
for i in 1 2 3; do
  for v in before after; do
    echo "== $v run-$i $(date +%T)"
    flock /tmp/flamediff-capture.lock \
      py-spy record -r 400 --threads -f speedscope -o "$CASE/$v/run-$i.speedscope.json" -- python3 "$CASE/workload/$v.py"
    ls -l "$CASE/$v/run-$i.speedscope.json"
  done
done
