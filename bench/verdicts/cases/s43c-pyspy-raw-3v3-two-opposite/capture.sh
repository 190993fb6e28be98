#!/bin/bash
# Captures 3 before and 3 after py-spy raw profiles of workload/orders.py (CPython 3.11.7),
# interleaved, each run under the shared capture lock. py-spy --rate 250 --format raw.
set -euo pipefail
C="$(cd "$(dirname "$0")" && pwd)"
PY=/root/.pyenv/versions/3.11.7/bin/python3.11
mkdir -p "$C/before" "$C/after"
py-spy --version; $PY --version
for i in 1 2 3; do
  for side in before after; do
    echo "== $side run-$i $(date -u +%T)"
    f="$C/$side/run-$i.raw.txt"
    /usr/bin/time -f "wall=%es user=%Us sys=%Ss" \
      flock /tmp/flamediff-capture.lock py-spy record --rate 250 --format raw -o "$f" -- \
        $PY "$C/workload/orders.py" $side 150
    if [ $(stat -c %s "$f") -gt 204800 ]; then gzip -9f "$f"; ls -l "$f.gz"; else ls -l "$f"; fi
  done
done
