#!/bin/bash
# One py-spy raw profile per side (--threads, no --idle) of workload/pool.py.
set -euo pipefail
HERE="$(cd "$(dirname "$0")" && pwd)"
SCRATCH=/tmp/s38f/pool
mkdir -p "$SCRATCH" "$HERE/before" "$HERE/after"
cd "$SCRATCH"
PY=python3   # pyenv 3.11.7
echo "python: $($PY --version)  py-spy: $(py-spy --version)"
for side in before after; do
  rm -f "$HERE/$side"/run-*
  echo "== $side run-1"
  /usr/bin/time -f "wall=%es user=%Us" flock /tmp/flamediff-capture.lock \
    py-spy record --format raw --threads --rate 100 \
      -o "$HERE/$side/run-1.raw.txt" -- $PY "$HERE/workload/pool.py" "$side"
  f="$HERE/$side/run-1.raw.txt"
  if [ "$(stat -c %s "$f")" -gt 204800 ]; then gzip -9 "$f"; fi
done
ls -l "$HERE/before" "$HERE/after"
python3 "$HERE/measure.py"
