#!/usr/bin/env bash
# Rerunnable capture: py-spy --format speedscope --threads, 3 runs per side, interleaved
# (before-1, after-1, before-2, after-2, before-3, after-3). Only the seed differs.
set -euo pipefail
cd "$(dirname "$0")"
PY=${PY:-python3}
LOCK=/tmp/flamediff-capture.lock
echo "py-spy: $(py-spy --version)"; echo "python: $($PY --version 2>&1)"; echo "date: $(date -u +%FT%TZ)"
mkdir -p before after
for i in 1 2 3; do
  for side in before after; do
    if [ "$side" = before ]; then seed=$((100 + i)); else seed=$((200 + i)); fi
    echo "== $side run-$i seed=$seed"
    flock "$LOCK" py-spy record --format speedscope --threads --rate 200 --nonblocking \
        -o "$side/run-$i.speedscope.json" -- "$PY" workload/threads_work.py "$seed"
  done
done
for f in before/* after/*; do
  case "$f" in *.gz) continue;; esac
  sz=$(stat -c %s "$f"); if [ "$sz" -gt 204800 ]; then gzip -f "$f"; fi
done
ls -l before after
