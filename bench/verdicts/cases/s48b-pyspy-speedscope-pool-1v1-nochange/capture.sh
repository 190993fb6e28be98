#!/usr/bin/env bash
# Rerunnable capture for s48b-pyspy-speedscope-pool-1v1-nochange (control).
# Same program (workload/indexer.py) and same input on both sides.
# One run a side (before, then after), py-spy speedscope.
set -euo pipefail
HERE="$(cd "$(dirname "$0")" && pwd)"
PY="${PY:-$(pyenv which python3 2>/dev/null || command -v python3)}"
N="${N:-4000}"
echo "python: $PY ($("$PY" --version 2>&1))"
echo "py-spy: $(py-spy --version)"
mkdir -p "$HERE/before" "$HERE/after"
for side in before after; do
  out="$HERE/$side/run-1.speedscope.json"
  rm -f "$out"
  echo "== $side run-1: indexer.py $N =="
  flock /tmp/flamediff-capture.lock \
    py-spy record --format speedscope --rate 200 --output "$out" -- \
      "$PY" "$HERE/workload/indexer.py" "$N"
  echo "bytes: $(stat -c %s "$out")"
done
"$PY" "$HERE/measure.py"
