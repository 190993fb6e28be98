#!/bin/bash
# Capture s26c-node-cpuprof-3v3-recursive-parser: Node --cpu-prof (default 1 ms interval),
# 3 runs a side, interleaved b1 a1 b2 a2 b3 a3, each run under the capture lock.
set -euo pipefail
cd "$(dirname "$0")"
T=$(mktemp -d /tmp/s26c-calc.XXXXXX)
trap 'rm -rf "$T"' EXIT
node --version
rm -f before/run-*.cpuprofile after/run-*.cpuprofile
for i in 1 2 3; do
  for side in before after; do
    echo "== $side run $i: $(date +%T)"
    /usr/bin/time -f "wall %e s" flock /tmp/flamediff-capture.lock \
      env VARIANT=$side node --cpu-prof --cpu-prof-dir="$T/$side-$i" workload/calc.js 120
    mv "$T/$side-$i"/*.cpuprofile "$side/run-$i.cpuprofile"
  done
done
echo "== culprit share (workload/cpuprofile_share.py '^peekToken\\b')"
python3 workload/cpuprofile_share.py '^peekToken\b' before/run-*.cpuprofile after/run-*.cpuprofile
echo "== self share per function"
python3 workload/cpuprofile_share.py --self before/run-*.cpuprofile after/run-*.cpuprofile
echo "== inclusive share per function"
python3 workload/cpuprofile_share.py --top before/run-*.cpuprofile after/run-*.cpuprofile
