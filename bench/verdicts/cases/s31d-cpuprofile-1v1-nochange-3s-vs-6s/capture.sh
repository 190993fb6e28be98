#!/bin/bash
# Case s31d-cpuprofile-1v1-nochange-3s-vs-6s: Node 20 --cpu-prof (default 1000 us sampling),
# ONE run a side, SAME program and SAME input; only the iteration count differs
# (before: 11 iterations, ~3 s; after: 21 iterations, ~6 s). Each run under the capture lock.
set -euo pipefail
cd "$(dirname "$0")"
node --version
declare -A ITERS=([before]=11 [after]=21)
for v in before after; do
  echo "== $v run-1 (iterations=${ITERS[$v]}): $(date +%T) load: $(cut -d' ' -f1-3 /proc/loadavg)"
  rm -rf /tmp/s31d-node-$v && mkdir -p /tmp/s31d-node-$v
  flock /tmp/flamediff-capture.lock \
    /usr/bin/time -f "wall=%es user=%Us sys=%Ss" \
    node --cpu-prof --cpu-prof-dir /tmp/s31d-node-$v --cpu-prof-name run-1.cpuprofile workload/prog.js ${ITERS[$v]}
  cp /tmp/s31d-node-$v/run-1.cpuprofile $v/run-1.cpuprofile
  if [ $(stat -c %s $v/run-1.cpuprofile) -gt 2000000 ]; then gzip -9f $v/run-1.cpuprofile; fi
done
ls -l before after
