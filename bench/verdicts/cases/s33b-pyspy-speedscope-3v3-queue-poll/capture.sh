#!/bin/bash
# s33b-pyspy-speedscope-3v3-queue-poll: py-spy speedscope, --idle --threads, 250 Hz, 3 before / 3 after interleaved.
set -euo pipefail
cd "$(dirname "$0")"
python3 --version; py-spy --version
for i in 1 2 3; do
  for v in before after; do
    echo "== $v run $i ($(date +%T)) =="
    flock /tmp/flamediff-capture.lock py-spy record -r 250 --idle --threads -f speedscope \
      -o "$v/run-$i.speedscope.json" -- python3 "workload/$v/pipeline.py" 2>&1
    ls -l "$v/run-$i.speedscope.json"
  done
done
