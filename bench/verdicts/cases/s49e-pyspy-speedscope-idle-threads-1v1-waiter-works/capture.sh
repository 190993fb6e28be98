#!/bin/bash
# Captures 1 run per side with py-spy 0.4.3 (speedscope format, --idle, --threads, 100 Hz).
# before: workload/before/order_desk.py (status reporter reuses the book's running totals)
# after:  workload/after/order_desk.py  (status reporter recomputes the summary from all orders)
# Same seed and order count on both sides; same printed output.
set -euo pipefail
HERE=$(cd "$(dirname "$0")" && pwd)
PY=$(pyenv which python3 2>/dev/null || command -v python3)
"$PY" --version
py-spy --version
mkdir -p "$HERE/before" "$HERE/after"
SEED=7; N=300000
for side in before after; do
  out="$HERE/$side/run-1.speedscope.json"
  echo "== $side seed=$SEED orders=$N"
  start=$(date +%s.%N)
  flock /tmp/flamediff-capture.lock \
    py-spy record --format speedscope --idle --threads --rate 100 -o "$out" -- \
      "$PY" "$HERE/workload/$side/order_desk.py" "$SEED" "$N"
  echo "wall: $(echo "$(date +%s.%N) - $start" | bc) s (including flock wait)"
  [ -s "$out" ] || { echo "empty $out"; exit 1; }
  if [ "$(stat -c %s "$out")" -gt 204800 ]; then gzip -9f "$out"; fi
  ls -l "$HERE/$side/"
done
