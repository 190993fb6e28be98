#!/bin/bash
# Control: py-spy record --format speedscope --gil (default 100 Hz), 3 runs a side; identical
# program and --items; only --seed differs (before 101,102,103; after 201,202,203).
set -euo pipefail
HERE="$(cd "$(dirname "$0")" && pwd)"
PY=$(command -v python3)
mkdir -p "$HERE/before" "$HERE/after"
py-spy --version; "$PY" --version
i=1; for s in 101 102 103; do
  flock /tmp/flamediff-capture.lock py-spy record --format speedscope --gil -o "$HERE/before/run-$i.speedscope.json" -- "$PY" "$HERE/workload/twothreads.py" --seed $s --items 4000
  i=$((i+1)); done
i=1; for s in 201 202 203; do
  flock /tmp/flamediff-capture.lock py-spy record --format speedscope --gil -o "$HERE/after/run-$i.speedscope.json" -- "$PY" "$HERE/workload/twothreads.py" --seed $s --items 4000
  i=$((i+1)); done
for f in "$HERE"/before/*.speedscope.json "$HERE"/after/*.speedscope.json; do
  if [ "$(stat -c %s "$f")" -gt 204800 ]; then gzip -f "$f"; fi
done
ls -l "$HERE/before" "$HERE/after"
