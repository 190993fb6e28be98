#!/bin/bash
# py-spy record --format raw (collapsed stacks) at 200 Hz, 3 runs per side, interleaved.
set -euo pipefail
HERE="$(cd "$(dirname "$0")" && pwd)"
PY=$(command -v python3)
mkdir -p "$HERE/before" "$HERE/after"
py-spy --version; "$PY" --version; echo "python: $(readlink -f "$(pyenv which python3 2>/dev/null || echo "$PY")")"
for i in 1 2 3; do
  for side in before after; do
    echo "== $side run-$i"
    flock /tmp/flamediff-capture.lock \
      py-spy record --format raw --rate 200 --nonblocking -o "$HERE/$side/run-$i.raw.txt" -- \
        "$PY" "$HERE/workload/records.py" --mode $side --n 5000 --passes 20 --seed 42
    ls -l "$HERE/$side/run-$i.raw.txt"
    if [ "$(stat -c %s "$HERE/$side/run-$i.raw.txt")" -gt 200000 ]; then gzip -f "$HERE/$side/run-$i.raw.txt"; fi
  done
done
ls -l "$HERE/before" "$HERE/after"
