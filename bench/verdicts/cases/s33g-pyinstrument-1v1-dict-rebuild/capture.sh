#!/bin/bash
# One pyinstrument capture per side (1v1), before first, JSON renderer.
set -euo pipefail
CASE=$(cd "$(dirname "$0")" && pwd)
python3 --version; pyinstrument --version
for side in before after; do
  echo "== $side run 1"
  /usr/bin/time -f "wall=%es user=%Us sys=%Ss" \
    flock /tmp/flamediff-capture.lock \
    pyinstrument -r json -o "$CASE/$side/run-1.json" "$CASE/workload/$side/prog.py"
  ls -l "$CASE/$side/run-1.json"
done
