#!/bin/bash
# Case s33f-node-1v1-string-sort: node --cpu-prof (500 us interval), one run a side (before, then after).
set -euo pipefail
CASE=$(cd "$(dirname "$0")" && pwd)
T=/tmp/s33f/nodeprof; rm -rf $T; mkdir -p $T
node --version
mkdir -p $CASE/before $CASE/after
for side in before after; do
  echo "== $side run-1 $(date +%T)"
  cd $CASE/workload/$side
  flock /tmp/flamediff-capture.lock node --cpu-prof --cpu-prof-interval 500 --cpu-prof-dir $T/$side ingest.js 600
  mv $T/$side/*.cpuprofile $CASE/$side/run-1.cpuprofile
done
echo "== measurement (own script over the .cpuprofile trees: samples, share with the function on the stack)"
for re in '^uniqueSortedIds$' '^enrich$' '^parseEvents$' '^makeBatch$' '^\(garbage collector\)$'; do
  echo "-- $re"
  python3 $CASE/workload/cpuprofshare.py "$re" $CASE/before/run-1.cpuprofile $CASE/after/run-1.cpuprofile
done
