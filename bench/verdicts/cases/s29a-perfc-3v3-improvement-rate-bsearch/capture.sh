#!/bin/bash
# Reproduces the capture: builds both sides, then records 3 runs a side, interleaved
# (before 1, after 1, ...), each under the machine's capture lock.
set -euo pipefail
CASE=$(cd "$(dirname "$0")" && pwd)
OUT=/tmp/s29a/perfc-improve
OUT=$OUT "$CASE/workload/build.sh"
echo "perf: $(perf --version)  gcc: $(gcc --version | head -1)"
for n in 1 2 3; do
  for side in before after; do
    cd "$OUT/$side"
    echo "== $side run $n  (load: $(cut -d' ' -f1-3 /proc/loadavg); $("$CASE/workload/waitidle.sh" 1.0 60))"
    flock /tmp/flamediff-capture.lock \
      perf record -e cpu-clock -F 999 -g -o "$OUT/$side/run-$n.data" -- ./tariff 2>&1
    perf script -i "$OUT/$side/run-$n.data" > "$CASE/$side/run-$n.perf.txt" 2>/dev/null
    echo "samples: $(grep -c 'cpu-clock' "$CASE/$side/run-$n.perf.txt")"
  done
done
