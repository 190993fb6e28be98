#!/usr/bin/env bash
# 3 before / 3 after pyinstrument 5.1.3 profiles (JSON renderer, default 1 ms interval), interleaved.
# Run from this case directory:  bash capture.sh > capture.log 2>&1
# (The speedscope renderer was tried first and dropped. It applies remove_irrelevant_nodes to a
#  non-aggregated timeline, so every single normalize() call is under the 1% threshold and is removed.
#  See README.)
set -euo pipefail
cd "$(dirname "$0")"
DOCS=750 QUERIES=7500
pyinstrument --version
for i in 1 2 3; do
  for side in before after; do
    echo "== $side run-$i  $(date +%T)"
    ( cd workload/$side && /usr/bin/time -f "wall=%e s user=%U s sys=%S s" \
        flock /tmp/flamediff-capture.lock \
        pyinstrument -r json -o ../../$side/run-$i.pyinstrument.json search.py $DOCS $QUERIES )
  done
done
echo "== shares by time (culprit regex ^normalize\\b)"
python3 workload/share_pyinstrument_json.py '^normalize\b' before/run-*.pyinstrument.json after/run-*.pyinstrument.json
