#!/bin/bash
# py-spy raw control: identical steady loop, 5 s (before) vs 12 s (after).
set -euo pipefail
cd "$(dirname "$0")"
PY=$(pyenv which python3 2>/dev/null || command -v python3)
mkdir -p before after
rm -f before/run-* after/run-*
py-spy --version; "$PY" --version; echo "python: $PY"
for side in before after; do
  if [ $side = before ]; then secs=5; else secs=12; fi
  echo "== $side run-1 seconds=$secs $(date +%T)"
  flock /tmp/flamediff-capture.lock \
    py-spy record --format raw --rate 100 -o "$side/run-1.raw.txt" -- "$PY" workload/steady.py "$secs"
  if [ "$(stat -c %s "$side/run-1.raw.txt")" -gt 204800 ]; then gzip -9 "$side/run-1.raw.txt"; fi
done
ls -l before after
