#!/bin/bash
# py-spy record --format speedscope --threads, CPython 3.11, control: same program and input, 1 run per side.
set -euo pipefail
HERE="$(cd "$(dirname "$0")" && pwd)"
LOCK=/tmp/flamediff-capture.lock
N=100000; ROUNDS=30; WORKERS=4
mkdir -p "$HERE/before" "$HERE/after"
echo "== $(date -u +%FT%TZ) $(py-spy --version) $(python3 --version)"
"$HERE/workload/build.sh"
for side in before after; do
  out="$HERE/$side/run-1.speedscope.json"
  rm -f "$out"
  echo "== capture $side run 1"
  ( time PYTHONHASHSEED=0 flock "$LOCK" py-spy record --format speedscope --threads -r 100 -o "$out" -- \
      python3 "$HERE/workload/pool_report.py" $N $ROUNDS $WORKERS ) 2>&1
  ls -l "$out"
done
echo "== done $(date -u +%FT%TZ)"
