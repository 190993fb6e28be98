#!/usr/bin/env bash
# Captures 3 before + 3 after py-spy speedscope profiles of workload/ledger.py.
set -euo pipefail
cd "$(dirname "$0")"
PY=${PY:-/root/.pyenv/versions/3.11.7/bin/python3}
RATE=200
py-spy --version
"$PY" --version
mkdir -p before after
for i in 1 2 3; do
  echo "== before run $i"
  flock /tmp/flamediff-capture.lock py-spy record -r $RATE --format speedscope -o before/run-$i.speedscope.json -- "$PY" workload/ledger.py
  echo "== after run $i"
  flock /tmp/flamediff-capture.lock py-spy record -r $RATE --format speedscope -o after/run-$i.speedscope.json -- "$PY" workload/ledger.py --heavier-checksum
done
for f in before/*.json after/*.json; do
  if [ "$(stat -c %s "$f")" -gt 204800 ]; then gzip -f "$f"; fi
done
ls -l before after
