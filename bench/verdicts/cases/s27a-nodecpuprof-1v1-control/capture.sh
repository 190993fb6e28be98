#!/usr/bin/env bash
# Control: the SAME program with the SAME input, profiled once as "before" and
# once as "after" with node --cpu-prof (default 1000 us sampling interval),
# each run under the capture lock.
set -euo pipefail
cd "$(dirname "$0")"
CASE=$PWD
LOCK=/tmp/flamediff-capture.lock
ARGS="20000 1200"
rm -f before/*.cpuprofile after/*.cpuprofile
echo "node $(node --version)"
sha256sum workload/searchidx.js
for side in before after; do
  flock "$LOCK" bash -c 'start=$(date +%s%N)
    node --cpu-prof --cpu-prof-dir="$1" --cpu-prof-name=run-1.cpuprofile "$2" $3
    echo "$4 run-1: wall $(( ($(date +%s%N) - start) / 1000000 )) ms"' _ \
    "$CASE/$side" "$CASE/workload/searchidx.js" "$ARGS" "$side"
done
python3 workload/share_cpuprofile.py '^bm25\b,^topK\b,^buildIndex\b,^tokenize\b,^makeCorpus\b,^main\b,^\(garbage collector\)' \
  before/run-1.cpuprofile after/run-1.cpuprofile
