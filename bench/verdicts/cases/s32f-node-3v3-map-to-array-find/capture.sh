#!/bin/bash
# node --cpu-prof (default 1 ms sampling interval), 3 runs per side, interleaved, 5 s each.
set -e
cd "$(dirname "$0")"
node --version
for i in 1 2 3; do
  for s in before after; do
    echo "== $s run-$i"
    d=$(mktemp -d /tmp/s32f-cpuprof.XXXX)
    flock /tmp/flamediff-capture.lock node --cpu-prof --cpu-prof-dir "$d" workload/$s.js 5
    mv "$d"/*.cpuprofile $s/run-$i.cpuprofile
    rmdir "$d"
  done
done
ls -l before after
