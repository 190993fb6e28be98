#!/bin/bash
# Case s31c-pyspy-1v1-proc-smaps-parse: py-spy raw, one run a side (before, then after).
set -euo pipefail
cd "$(dirname "$0")"
mkdir -p before after
for v in before after; do
  echo "== $v run 1  $(date +%T)  load: $(cut -d' ' -f1-3 /proc/loadavg)"
  flock /tmp/flamediff-capture.lock \
    py-spy record -r 200 -f raw -o $v/run-1.raw.txt -- python3 workload/monitor_$v.py 6
  wc -l $v/run-1.raw.txt
done
echo "== done $(date +%T)  load: $(cut -d' ' -f1-3 /proc/loadavg)"
