#!/bin/bash
# Rerunnable capture for s40d-pyspy-speedscope-1v1-sleep0-poll.
set -euo pipefail
HERE="$(cd "$(dirname "$0")" && pwd)"
PY="${PYTHON:-$(command -v python3)}"
LOCK=/tmp/flamediff-capture.lock
echo "== $(date -Is) host=$(hostname) nproc=$(nproc)"
echo "== python: $($PY -c 'import sys;print(sys.executable, sys.version.split()[0])')"
echo "== py-spy: $(py-spy --version)"
mkdir -p "$HERE/before" "$HERE/after"
rm -f "$HERE"/before/* "$HERE"/after/*
run() { # side mode
  local side=$1 mode=$2 out="$HERE/$1/run-1.speedscope.json"
  echo "== $side: mode=$mode"
  /usr/bin/time -f "   wall=%es user=%Us sys=%Ss" \
    flock "$LOCK" py-spy record --format speedscope --rate 200 -o "$out" -- \
      "$PY" "$HERE/workload/pipeline.py" --mode "$mode" --seed 1
  ls -l "$out"
}
run before await
run after poll
for f in "$HERE"/before/* "$HERE"/after/*; do
  if [ "$(stat -c %s "$f")" -gt 204800 ]; then gzip -9 "$f"; echo "gzipped $f"; fi
done
echo "== done $(date -Is)"
