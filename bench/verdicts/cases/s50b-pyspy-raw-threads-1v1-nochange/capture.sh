#!/bin/sh
# Reproduces the capture: same program, same input, one py-spy run per side
# (before then after), each under the shared capture lock.
set -e
cd "$(dirname "$0")"
PY=$(python3 -c 'import sys; print(sys.executable)')
sh workload/build.sh
py-spy --version; $PY --version
mkdir -p before after
for side in before after; do
  echo "== $side run-1 $(date -u +%H:%M:%S) load: $(cut -d' ' -f1-3 /proc/loadavg)"
  flock /tmp/flamediff-capture.lock py-spy record --format raw --threads --rate 100 \
    -o $side/run-1.pyspy.folded -- $PY workload/pipeline.py 8
done
