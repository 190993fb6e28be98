#!/bin/bash
# Capture 3 before / 3 after py-spy speedscope profiles (--gil --threads), interleaved.
set -euo pipefail
HERE=$(cd "$(dirname "$0")" && pwd)
PY=/root/.pyenv/versions/3.11.7/bin/python3.11
$PY --version
py-spy --version
rm -f "$HERE"/before/* "$HERE"/after/*
declare -A INTERVAL=([before]=0.25 [after]=0.02)
for run in 1 2 3; do
  for side in before after; do
    echo "== $side run-$run: service.py --snapshot-interval ${INTERVAL[$side]} --duration 6 --seed $run"
    flock /tmp/flamediff-capture.lock py-spy record --format speedscope --gil --threads -r 400 \
      -o "$HERE/$side/run-$run.speedscope.json" -- \
      $PY "$HERE/workload/service.py" --snapshot-interval ${INTERVAL[$side]} --duration 6 --seed $run
  done
done
for f in "$HERE"/before/*.json "$HERE"/after/*.json; do
  if [ $(stat -c %s "$f") -gt 204800 ]; then gzip -9f "$f"; fi
done
ls -l "$HERE"/before "$HERE"/after
python3 "$HERE/measure.py"
