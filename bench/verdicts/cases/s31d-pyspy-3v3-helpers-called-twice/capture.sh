#!/bin/bash
# Case s31d-pyspy-3v3-helpers-called-twice: py-spy raw (folded) output, 400 Hz, 3 before / 3 after
# runs interleaved, each under the capture lock. Single-threaded CPython 3.11.
set -euo pipefail
cd "$(dirname "$0")"
python3 --version; py-spy --version
for i in 1 2 3; do
  for v in before after; do
    echo "== $v run-$i: $(date +%T) load: $(cut -d' ' -f1-3 /proc/loadavg)"
    flock /tmp/flamediff-capture.lock \
      /usr/bin/time -f "wall=%es" \
      py-spy record -r 400 -f raw -o $v/run-$i.raw.txt -- python3 workload/$v/logstats.py 4 40000
  done
done
wc -l before/* after/*
