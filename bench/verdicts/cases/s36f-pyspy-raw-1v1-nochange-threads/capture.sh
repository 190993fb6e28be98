#!/bin/bash
# Rerunnable capture for s36f-pyspy-raw-1v1-nochange-threads (control: same code, seed 1 vs seed 2).
set -euo pipefail
CASE=$(cd "$(dirname "$0")" && pwd)
PY=/root/.pyenv/versions/3.11.7/bin/python3
py-spy --version; $PY --version
cmp "$CASE/workload/before/workers.py" "$CASE/workload/after/workers.py" && echo "sources identical"
rm -f "$CASE"/before/run-* "$CASE"/after/run-*
for s in before after; do   # order: b1, a1
  [ $s = before ] && SEED=1 || SEED=2
  echo "== $s run 1 (seed $SEED)"
  ( cd "$CASE/workload/$s" && flock /tmp/flamediff-capture.lock \
      py-spy record --threads --format raw -o "$CASE/$s/run-1.raw.txt" -- $PY workers.py $SEED 6 )
  ls -l "$CASE/$s/run-1.raw.txt"
done
for r in '^parse_job\b' '^crunch_job\b' '^index_job\b' 'indexer' 'parser' 'cruncher'; do python3 "$CASE/measure.py" "$r"; done
