#!/bin/bash
# Capture s26d-pyspy-speedscope-2v2-control-hashseed: identical Python program both sides, each
# run with its own PYTHONHASHSEED (before 101, 202; after 303, 404), py-spy record -f speedscope
# -r 200, 2 runs a side interleaved b1 a1 b2 a2, each under the capture lock.
set -euo pipefail
cd "$(dirname "$0")"
T=$(mktemp -d /tmp/s26d-spy.XXXXXX)
trap 'rm -rf "$T"' EXIT
python3 --version
py-spy --version
cp workload/wordstats.py "$T/wordstats.py"
rm -f before/run-* after/run-*
declare -A SEED=([before-1]=101 [after-1]=303 [before-2]=202 [after-2]=404)
for i in 1 2; do
  for side in before after; do
    seed=${SEED[$side-$i]}
    echo "== $side run $i (PYTHONHASHSEED=$seed): $(date +%T)"
    (cd "$T" && PYTHONHASHSEED=$seed flock /tmp/flamediff-capture.lock /usr/bin/time -f "wall %e s" \
      py-spy record -f speedscope -r 200 -o "$T/out.speedscope.json" -- python3 wordstats.py 60000 3)
    mv "$T/out.speedscope.json" "$side/run-$i.speedscope.json"
  done
done
ls -la before after
echo "== per-function table (workload/speedscope_share.py --table)"
python3 workload/speedscope_share.py --table --top 14 before/run-*.speedscope.json -- after/run-*.speedscope.json
