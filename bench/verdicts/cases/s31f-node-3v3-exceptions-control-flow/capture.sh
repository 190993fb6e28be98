#!/bin/bash
# node --cpu-prof (sampling interval 500 us), 3v3 interleaved, 30 rounds x 20000 lines per run.
set -e
cd "$(dirname "$0")"
date; node --version
for i in 1 2 3; do
  flock /tmp/flamediff-capture.lock node --cpu-prof --cpu-prof-interval 500 --cpu-prof-dir before --cpu-prof-name run-$i.cpuprofile workload/before.js 30
  flock /tmp/flamediff-capture.lock node --cpu-prof --cpu-prof-interval 500 --cpu-prof-dir after --cpu-prof-name run-$i.cpuprofile workload/after.js 30
done
ls -l before after
date
