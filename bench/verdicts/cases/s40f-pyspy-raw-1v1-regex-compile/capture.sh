#!/usr/bin/env bash
# py-spy --format raw, 1 run per side. Same script, VARIANT before|after selects get_matcher().
set -euo pipefail
HERE="$(cd "$(dirname "$0")" && pwd)"
PY=/root/.pyenv/versions/3.11.7/bin/python3
N=120000
mkdir -p "$HERE/before" "$HERE/after"
"$PY" --version; py-spy --version
for side in before after; do
  out="$HERE/$side/run-1.raw.txt"
  echo "== $side: $(date -u +%FT%TZ)"
  flock /tmp/flamediff-capture.lock \
    py-spy record --format raw --rate 250 -o "$out" -- "$PY" "$HERE/workload/kvparse.py" "$side" "$N"
  if [ "$(stat -c %s "$out")" -gt 204800 ]; then gzip -f "$out"; fi
done
ls -l "$HERE/before" "$HERE/after"
