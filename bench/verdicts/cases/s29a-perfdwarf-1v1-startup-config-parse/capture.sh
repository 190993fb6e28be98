#!/bin/bash
# Reproduces the capture: generates the config, builds both sides, then records one run a
# side with DWARF call graphs, each under the machine's capture lock.
set -euo pipefail
CASE=$(cd "$(dirname "$0")" && pwd)
OUT=/tmp/s29a/perfdwarf-startup
mkdir -p "$OUT"
"$CASE/workload/gen_config.py" "$OUT/routes.conf" 900000
OUT=$OUT "$CASE/workload/build.sh"
echo "perf: $(perf --version)  gcc: $(gcc --version | head -1)"
for side in before after; do
  cd "$OUT"
  echo "== $side run 1  (load: $(cut -d' ' -f1-3 /proc/loadavg); $("$CASE/workload/waitidle.sh" 1.0 120))"
  flock /tmp/flamediff-capture.lock \
    perf record -e cpu-clock -F 999 --call-graph dwarf -o "$OUT/$side.data" -- "$OUT/$side/routesim" "$OUT/routes.conf" 2>&1
  perf script -i "$OUT/$side.data" > "$CASE/$side/run-1.perf.txt" 2>"$OUT/$side.script.err"
  echo "samples: $(grep -c 'cpu-clock' "$CASE/$side/run-1.perf.txt"); perf script stderr lines: $(wc -l < "$OUT/$side.script.err")"
done
