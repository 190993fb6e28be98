#!/bin/bash
# 1 before + 1 after py-spy --format raw capture of pipeline.py under CPython 3.11.7 (pyenv).
set -euo pipefail
C=$(cd "$(dirname "$0")" && pwd)
PY=/root/.pyenv/versions/3.11.7/bin/python3
mkdir -p "$C/before" "$C/after"
py-spy --version
echo "== before $(date +%T)"
flock /tmp/flamediff-capture.lock \
  py-spy record --format raw --rate 100 -o "$C/before/run-1.raw.txt" -- \
  "$PY" "$C/workload/pipeline.py" --blocks 800 --seed 7 --tokenize-work 1.0
echo "== after $(date +%T)"
flock /tmp/flamediff-capture.lock \
  py-spy record --format raw --rate 100 -o "$C/after/run-1.raw.txt" -- \
  "$PY" "$C/workload/pipeline.py" --blocks 800 --seed 7 --tokenize-work 1.4
for f in "$C"/before/run-1.raw.txt "$C"/after/run-1.raw.txt; do
  echo "$f: $(stat -c %s "$f") bytes, $(awk '{s+=$NF} END{print s}' "$f") samples"
done
