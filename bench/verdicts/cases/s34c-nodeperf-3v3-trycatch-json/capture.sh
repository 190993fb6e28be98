#!/bin/bash
# Node 20 under perf: node --perf-basic-prof, perf record -g (frame pointers), 999 Hz.
# Both sides run from the same path (run/logparse.js) so JS frame names match; the
# two versions have the same line layout. 3 runs a side, interleaved, each under the lock.
set -euo pipefail
CASE=$(cd "$(dirname "$0")" && pwd)
WORK=/tmp/s34c/nodeperf-trycatch-json
exec > >(tee "$CASE/capture.log") 2>&1
rm -rf "$WORK" && mkdir -p "$WORK/run"
cd "$WORK"
echo "# $(date -u +%FT%TZ) $(uname -r) nproc=$(nproc)"
echo "node $(node --version)"; perf --version
node "$CASE/workload/gen.js" 20000 > app.log
echo "input: $(wc -l < app.log) lines, $(grep -c '^{' app.log) JSON"
rm -f "$CASE"/before/run-* "$CASE"/after/run-*
for i in 1 2 3; do
  for side in before after; do
    echo "## $side run-$i"
    cp "$CASE/workload/$side/logparse.js" run/logparse.js
    flock /tmp/flamediff-capture.lock /usr/bin/time -f "wall=%es user=%Us sys=%Ss maxrss=%MKB" \
      perf record -F 999 -g -o "$side-$i.data" -- node --perf-basic-prof run/logparse.js app.log 8
    perf script -i "$side-$i.data" > "$CASE/$side/run-$i.perf.txt" 2>/dev/null
    gzip -9 -f "$CASE/$side/run-$i.perf.txt"
  done
done
ls -l "$CASE"/before "$CASE"/after
