#!/usr/bin/env bash
# Rerunnable capture for s40g-cpuprof-1v1-nochange-input-order (control).
# node --cpu-prof --cpu-prof-interval 500 (us), 1 run per side; same lines, other order.
set -euo pipefail
HERE="$(cd "$(dirname "$0")" && pwd)"
SCR=/tmp/s40g/cpuprof
LOCK=/tmp/flamediff-capture.lock
PASSES=10
mkdir -p "$SCR" "$HERE/before" "$HERE/after"
echo "== $(date -u +%FT%TZ) node $(node --version)"
node "$HERE/workload/gen_input.cjs" "$SCR/orders.csv"
md5sum "$SCR/orders.csv"
for pair in before:forward after:reversed; do
  side=${pair%%:*}; order=${pair##*:}
  rm -f "$HERE/$side/run-1.cpuprofile" "$HERE/$side/run-1.cpuprofile.gz"
  echo "== $side: node --cpu-prof --cpu-prof-interval 500 report.cjs orders.csv $order $PASSES"
  flock "$LOCK" node --cpu-prof --cpu-prof-interval 500 --cpu-prof-dir "$HERE/$side" --cpu-prof-name run-1.cpuprofile \
    "$HERE/workload/report.cjs" "$SCR/orders.csv" "$order" "$PASSES"
  out="$HERE/$side/run-1.cpuprofile"
  ls -l "$out"
  if [ "$(stat -c %s "$out")" -gt 204800 ]; then gzip -9 "$out"; fi
done
echo "== measure"
python3 "$HERE/measure.py" "$HERE"
