#!/usr/bin/env bash
# Captures 3 before + 3 after py-spy raw profiles (interleaved), default 100 Hz, no --threads/--idle.
set -euo pipefail
HERE="$(cd "$(dirname "$0")" && pwd)"
PY=/root/.pyenv/versions/3.11.7/bin/python3.11
mkdir -p "$HERE/before" "$HERE/after"
rm -f "$HERE"/before/* "$HERE"/after/*
py-spy --version; $PY --version
for i in 1 2 3; do
  for side in before after; do
    echo "== $side run-$i $(date -u +%H:%M:%S)"
    flock /tmp/flamediff-capture.lock py-spy record --format raw -o "$HERE/$side/run-$i.raw.txt" \
      -- $PY "$HERE/workload/report.py" $side 4
  done
done
for f in "$HERE"/before/* "$HERE"/after/*; do
  if [ "$(stat -c %s "$f")" -gt 204800 ]; then gzip -9 "$f"; fi
done
ls -l "$HERE/before" "$HERE/after"
