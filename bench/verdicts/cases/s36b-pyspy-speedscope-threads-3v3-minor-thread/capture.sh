#!/bin/bash
# Rerunnable capture for s36b-pyspy-speedscope-threads-3v3-minor-thread.
set -euo pipefail
CASE=$(cd "$(dirname "$0")" && pwd)
PY=/root/.pyenv/versions/3.12.1/bin/python3
py-spy --version; $PY --version
rm -f "$CASE"/before/run-*.speedscope.json "$CASE"/after/run-*.speedscope.json
# both sides run from the same path so frame file names are identical
RUN=/tmp/s36b-pyspy-run; mkdir -p "$RUN"
# 3 runs a side, interleaved b1,a1,b2,a2,b3,a3; each run 5 s of work (+0.2 s start-up barrier)
for i in 1 2 3; do
  for s in before after; do
    echo "== $s run-$i"
    cp "$CASE/workload/$s/service.py" "$RUN/service.py"
    (cd "$RUN" && flock /tmp/flamediff-capture.lock py-spy record --format speedscope --threads --rate 250 \
      -o "$CASE/$s/run-$i.speedscope.json" -- $PY service.py 5 2>&1 | grep -v speedscope.app)
  done
done
python3 "$CASE/measure.py"
