#!/bin/bash
# Captures one py-spy speedscope profile per side (idle + threads) of workload/app.py.
set -euo pipefail
HERE="$(cd "$(dirname "$0")" && pwd)"
SCRATCH=/tmp/s38f/asyncio-spin
mkdir -p "$SCRATCH" "$HERE/before" "$HERE/after"
cd "$SCRATCH"
PY=python3   # pyenv 3.11.7
echo "python: $($PY --version)  py-spy: $(py-spy --version)"
for side in before after; do
  rm -f "$HERE/$side"/run-*
  echo "== $side run-1"
  flock /tmp/flamediff-capture.lock \
    py-spy record --format speedscope --idle --threads --rate 100 \
      -o "$HERE/$side/run-1.speedscope.json" -- $PY "$HERE/workload/app.py" "$side"
  f="$HERE/$side/run-1.speedscope.json"
  if [ "$(stat -c %s "$f")" -gt 204800 ]; then gzip -9 "$f"; fi
done
ls -l "$HERE/before" "$HERE/after"
python3 "$HERE/measure.py"
