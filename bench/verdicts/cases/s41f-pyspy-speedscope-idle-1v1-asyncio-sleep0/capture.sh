#!/bin/bash
# Rerunnable capture for s41f-pyspy-speedscope-idle-1v1-asyncio-sleep0.
# One py-spy run per side, --format speedscope --idle, 100 Hz.
set -euo pipefail
cd "$(dirname "$0")"
PY=${PY:-$(pyenv which python3 2>/dev/null || command -v python3)}
echo "python: $($PY --version)  py-spy: $(py-spy --version)"
rm -f before/* after/*
for side in before after; do
  mode=wait; [ $side = after ] && mode=poll
  echo "== $side run-1 (mode=$mode) $(date -Is)"
  flock /tmp/flamediff-capture.lock \
    py-spy record --format speedscope --idle --rate 100 \
      -o $side/run-1.speedscope.json -- \
      "$PY" workload/pipeline.py --mode $mode --items 4000 --interval 0.002
done
for f in before/* after/*; do
  if [ "$(stat -c %s "$f")" -gt 204800 ]; then gzip -9 "$f"; fi
done
ls -l before after
