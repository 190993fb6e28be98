#!/bin/bash
# Captures s38h-pyspy-speedscope-3v3-idle-poll-interval: 3 py-spy runs per side, interleaved.
set -euo pipefail
HERE="$(cd "$(dirname "$0")" && pwd)"
PY=/root/.pyenv/versions/3.11.7/bin/python3
py-spy --version; $PY --version
mkdir -p "$HERE/before" "$HERE/after"
run() { # side n interval
  local out="$HERE/$1/run-$2.speedscope.json"
  rm -f "$out" "$out.gz"
  echo "== $1 run-$2 interval=$3 $(date +%T)"
  flock /tmp/flamediff-capture.lock \
    py-spy record --format speedscope --idle --threads --rate 200 -o "$out" -- \
      "$PY" "$HERE/workload/service.py" --interval "$3" --iters 600
  if [ "$(stat -c %s "$out")" -gt 204800 ]; then gzip -9 "$out"; fi
}
for n in 1 2 3; do
  run before $n 0.050
  run after  $n 0.001
done
ls -l "$HERE/before" "$HERE/after"
