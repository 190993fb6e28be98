#!/usr/bin/env bash
# node --cpu-prof (default 1000 us sampling interval), 3 runs a side, interleaved.
# Each run is a fixed 4 s loop; the program prints how many reviews it processed.
# Both versions run from the same path (workload/run/ranker.js), so script URLs in the profile are identical.
set -euo pipefail
cd "$(dirname "$0")"
node --version
tmp=$(mktemp -d)
for i in 1 2 3; do
  for side in before after; do
    echo "== $side run $i"
    rm -rf workload/run && mkdir workload/run && cp workload/$side/ranker.js workload/run/ranker.js
    ( cd workload/run && flock /tmp/flamediff-capture.lock node --cpu-prof --cpu-prof-dir "$tmp/$side-$i" ranker.js )
    mv "$tmp/$side-$i"/*.cpuprofile $side/run-$i.cpuprofile
  done
done
rm -rf "$tmp" workload/run
echo "== measurement: share of samples with contentWords on the stack"
python3 workload/measure.py '^contentWords\b' before/run-*.cpuprofile after/run-*.cpuprofile
echo "== self samples per function"
python3 workload/selfcount.py before/run-*.cpuprofile after/run-*.cpuprofile
