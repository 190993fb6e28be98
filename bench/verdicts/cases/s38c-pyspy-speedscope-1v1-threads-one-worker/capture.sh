#!/bin/bash
# py-spy record --format speedscope --threads, one run per side.
# Each variant is copied to the SAME path before running so frame file names are identical.
set -euo pipefail
CASE=$(cd "$(dirname "$0")" && pwd)
RUN=/tmp/s38c/threads
mkdir -p "$RUN" "$CASE/before" "$CASE/after"
echo "py-spy: $(py-spy --version)  python: $(python3 --version)"
for side in before after; do
  cp "$CASE/workload/$side/app.py" "$RUN/app.py"
  out="$CASE/$side/run-1.speedscope.json"
  echo "== $side run 1"
  flock /tmp/flamediff-capture.lock \
    py-spy record --format speedscope --threads --rate 200 -o "$out" -- python3 "$RUN/app.py"
  ls -l "$out"
done
