#!/bin/bash
# Rerunnable capture: py-spy record --format raw --idle, 3 runs per side.
# Each variant is copied to the SAME path before running so frame file names are identical.
set -euo pipefail
CASE=$(cd "$(dirname "$0")" && pwd)
RUN=/tmp/s38c/asyncio
mkdir -p "$RUN" "$CASE/before" "$CASE/after"
echo "py-spy: $(py-spy --version)  python: $(python3 --version)"
for i in 1 2 3; do
  for side in before after; do
    cp "$CASE/workload/$side/app.py" "$RUN/app.py"
    out="$CASE/$side/run-$i.raw.txt"
    echo "== $side run $i"
    flock /tmp/flamediff-capture.lock \
      py-spy record --format raw --idle --rate 200 -o "$out" -- python3 "$RUN/app.py" 3000
    echo "lines: $(wc -l < "$out")"
  done
done
ls -l "$CASE/before" "$CASE/after"
