#!/bin/bash
# Case s31c-node-cpuprof-3v3-json-parse-per-item: node --cpu-prof (default 1 ms interval), 3 runs a side, interleaved.
set -euo pipefail
cd "$(dirname "$0")"
mkdir -p before after
for i in 1 2 3; do
  for v in before after; do
    echo "== $v run $i  $(date +%T)  load: $(cut -d' ' -f1-3 /proc/loadavg)"
    d=$(mktemp -d /tmp/s31c-c3-XXXX)
    flock /tmp/flamediff-capture.lock node --cpu-prof --cpu-prof-dir "$d" workload/pricing_$v.js 4
    mv "$d"/*.cpuprofile $v/run-$i.cpuprofile
    rmdir "$d"
    ls -l $v/run-$i.cpuprofile
  done
done
echo "== done $(date +%T)  load: $(cut -d' ' -f1-3 /proc/loadavg)"
