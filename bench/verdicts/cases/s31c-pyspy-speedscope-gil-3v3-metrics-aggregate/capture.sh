#!/bin/bash
# Case s31c-pyspy-speedscope-gil-3v3-metrics-aggregate: py-spy --gil, speedscope, 3 runs a side, interleaved.
set -euo pipefail
cd "$(dirname "$0")"
mkdir -p before after
python3 --version; py-spy --version
for i in 1 2 3; do
  for v in before after; do
    echo "== $v run $i  $(date +%T)  load: $(cut -d' ' -f1-3 /proc/loadavg)"
    flock /tmp/flamediff-capture.lock \
      py-spy record -r 200 --gil -f speedscope -o $v/run-$i.speedscope.json -- python3 workload/service_$v.py 5
    ls -l $v/run-$i.speedscope.json
  done
done
echo "== done $(date +%T)  load: $(cut -d' ' -f1-3 /proc/loadavg)"
