#!/bin/bash
# Captures 1 before + 1 after run of workload/app.py with py-spy (speedscope, idle samples, per-thread).
set -euo pipefail
cd "$(dirname "$0")"
CASE=$(pwd)
PY=$(pyenv which python3 2>/dev/null || command -v python3)
"$PY" --version; py-spy --version
for side in before after; do
  flock /tmp/flamediff-capture.lock py-spy record --rate 100 --idle --threads --format speedscope \
    -o "$CASE/$side/run-1.speedscope.json" -- "$PY" "$CASE/workload/app.py" "$side" 200
done
ls -l before after
