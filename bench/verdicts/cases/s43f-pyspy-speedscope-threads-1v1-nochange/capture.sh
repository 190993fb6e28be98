#!/bin/bash
# No-change control: the same 3-thread Python program profiled once with seed 1
# (before) and once with seed 2 (after), py-spy speedscope output with --threads.
set -euo pipefail
CASE="$(cd "$(dirname "$0")" && pwd)"
PY=/root/.pyenv/versions/3.11.7/bin/python3
mkdir -p "$CASE/before" "$CASE/after"
echo "py-spy: $(py-spy --version)"; echo "python: $($PY --version)"
i=1
for side in before after; do
  seed=1; [ "$side" = after ] && seed=2
  out="$CASE/$side/run-$i.speedscope.json"
  echo "=== $side run-$i seed=$seed ($(date -u +%H:%M:%S))"
  flock /tmp/flamediff-capture.lock \
    py-spy record --rate 250 --threads --format speedscope -o "$out" -- \
      "$PY" "$CASE/workload/workers.py" --seed $seed 2>&1
  if [ "$(stat -c %s "$out")" -gt 200000 ]; then gzip -f "$out"; out="$out.gz"; fi
  echo "wrote $out ($(stat -c %s "$out") bytes)"
done
