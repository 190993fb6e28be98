#!/bin/bash
# Captures 1 before + 1 after py-spy raw profile (100 Hz). Identical function bodies;
# in "after" they live in helpers.py instead of app.py. Same seed, same iteration count.
set -euo pipefail
HERE=$(cd "$(dirname "$0")" && pwd)
PY=/root/.pyenv/versions/3.11.7/bin/python3
mkdir -p "$HERE/before" "$HERE/after"
py-spy --version; $PY --version
ITERS=400
for v in before after; do
  echo "== $v run-1"
  (cd "$HERE/workload/$v" && flock /tmp/flamediff-capture.lock \
     py-spy record --format raw --rate 100 -o "$HERE/$v/run-1.raw.txt" -- $PY app.py $ITERS)
done
for f in "$HERE"/before/*.raw.txt "$HERE"/after/*.raw.txt; do
  if [ "$(stat -c %s "$f")" -gt 204800 ]; then gzip -f "$f"; fi
done
ls -l "$HERE/before" "$HERE/after"
python3 "$HERE/measure.py"
