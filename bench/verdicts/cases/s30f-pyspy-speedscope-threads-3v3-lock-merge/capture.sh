#!/usr/bin/env bash
# 3 before / 3 after py-spy speedscope profiles with --threads (no --idle), interleaved, under the lock.
# Run from this case directory:  bash capture.sh > capture.log 2>&1
set -euo pipefail
cd "$(dirname "$0")"
ROUNDS=10 CHUNK=10000 RATE=250
py-spy --version; python3 --version
for i in 1 2 3; do
  for side in before after; do
    echo "== $side run-$i  $(date +%T)"
    ( cd workload/$side && /usr/bin/time -f "wall=%e s user=%U s sys=%S s" \
        flock /tmp/flamediff-capture.lock \
        py-spy record -r $RATE --threads -f speedscope -o ../../$side/run-$i.speedscope.json -- \
        python3 ingest.py $ROUNDS $CHUNK )
  done
done
echo "== shares (culprit regex ^merge_results\\b), summed over all threads"
python3 workload/share_speedscope.py '^merge_results\b' before/run-*.speedscope.json after/run-*.speedscope.json
