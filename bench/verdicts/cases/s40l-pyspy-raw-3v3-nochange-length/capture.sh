#!/usr/bin/env bash
# Control: same program, same per-batch work; before = 1400 batches (~3 s),
# after = 2800 batches (~6 s). py-spy --format raw at 200 Hz.
set -euo pipefail
cd "$(dirname "$0")"
PY=${PY:-/root/.pyenv/versions/3.11.7/bin/python3}
RATE=200
py-spy --version
"$PY" --version
mkdir -p before after
for i in 1 2 3; do
  echo "== before run $i"
  /usr/bin/time -f "wall %e s, user %U s" flock /tmp/flamediff-capture.lock py-spy record -r $RATE --format raw -o before/run-$i.raw.txt -- "$PY" workload/batches.py --units 1400
  echo "== after run $i"
  /usr/bin/time -f "wall %e s, user %U s" flock /tmp/flamediff-capture.lock py-spy record -r $RATE --format raw -o after/run-$i.raw.txt -- "$PY" workload/batches.py --units 2800
done
for f in before/*.txt after/*.txt; do
  if [ "$(stat -c %s "$f")" -gt 204800 ]; then gzip -f "$f"; fi
done
ls -l before after
