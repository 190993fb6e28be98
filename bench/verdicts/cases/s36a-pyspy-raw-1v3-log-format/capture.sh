#!/usr/bin/env bash
# Capture for s36a-pyspy-raw-1v3-log-format. Run from this directory.
# One before run, three after runs, order: b1 a1 a2 a3. Each py-spy run under flock.
set -euo pipefail
cd "$(dirname "$0")"
mkdir -p before after
PY=/root/.pyenv/versions/3.11.7/bin/python3
$PY --version
py-spy --version
ROUNDS=20
run() {  # side index
  echo "== $1 run $2"
  flock /tmp/flamediff-capture.lock \
    py-spy record --format raw --rate 200 -o "$1/run-$2.raw.txt" -- \
      "$PY" "workload/$1/service.py" "$ROUNDS" 1 2>&1 | grep -v ' INFO ingest: \|^GET\|^POST\|^PUT\|^DELETE'
}
run before 1
run after 1
run after 2
run after 3
