#!/bin/bash
# Rerunnable capture for s36b-cpuprof-3v3-nochange-input-order. Run from anywhere.
# Control: identical source on both sides; each run shuffles the generated input with its own seed
# (before: seeds 1,2,3; after: seeds 4,5,6). Runs interleaved b1,a1,b2,a2,b3,a3.
set -euo pipefail
CASE=$(cd "$(dirname "$0")" && pwd)
node --version
cmp "$CASE/workload/before/orders.js" "$CASE/workload/after/orders.js" && echo "sources identical"
rm -f "$CASE"/before/run-*.cpuprofile "$CASE"/after/run-*.cpuprofile
# both sides run from the same path so script URLs in the profiles are identical
RUN=/tmp/s36b-cpuprof-run; mkdir -p "$RUN"
for i in 1 2 3; do
  for s in before after; do
    if [ $s = before ]; then seed=$i; else seed=$((i + 3)); fi
    echo "== $s run-$i seed=$seed"
    cp "$CASE/workload/$s/orders.js" "$RUN/orders.js"
    (cd "$RUN" && flock /tmp/flamediff-capture.lock \
      node --cpu-prof --cpu-prof-dir="$CASE/$s" --cpu-prof-name="run-$i.cpuprofile" orders.js "$seed" 4)
  done
done
node "$CASE/measure.cjs"
