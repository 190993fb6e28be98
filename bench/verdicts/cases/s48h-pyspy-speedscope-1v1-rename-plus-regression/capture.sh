#!/bin/bash
# py-spy --format speedscope, CPython 3.11, 1 run per side (before then after).
# Each side's script is copied to the same path ($TMP/app/report.py) before its run, so frame
# file paths are identical across sides; only the code differs.
set -euo pipefail
HERE="$(cd "$(dirname "$0")" && pwd)"
LOCK=/tmp/flamediff-capture.lock
TMP=${TMP:-/tmp/s48h/pyspy-rename}
mkdir -p "$TMP/app" "$HERE/before" "$HERE/after"
echo "== $(date -u +%FT%TZ) $(py-spy --version) $(python3 --version)"
echo "== load: $(uptime)"
"$HERE/workload/build.sh" "$TMP/orders.csv"
md5sum "$TMP/orders.csv"
for side in before after; do
  out="$HERE/$side/run-1.speedscope.json"
  rm -f "$out"
  cp "$HERE/workload/report_$side.py" "$TMP/app/report.py"
  echo "== capture $side run 1"
  ( time flock "$LOCK" py-spy record --format speedscope --rate 200 -o "$out" -- \
      python3 "$TMP/app/report.py" "$TMP/orders.csv" ) 2>&1
  ls -l "$out"
done
echo "== done $(date -u +%FT%TZ)"
