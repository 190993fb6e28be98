#!/bin/bash
# py-spy record --format raw, CPython, 1 run per side (control: same program, same input), under flock.
set -euo pipefail
HERE="$(cd "$(dirname "$0")" && pwd)"
LOCK=/tmp/flamediff-capture.lock
TMP=${TMP:-/tmp/s46e/pyspy-etl}
ARGS="24 40000"
mkdir -p "$TMP" "$HERE/before" "$HERE/after"
echo "== $(date -u +%FT%TZ) $(py-spy --version) $(python3 --version)"
"$HERE/workload/build.sh"
for side in before after; do
  out="$HERE/$side/run-1.pyspy.folded"
  rm -rf "$TMP/work-$side"
  echo "== capture $side run 1"
  ( time flock "$LOCK" py-spy record --format raw --rate 200 -o "$out" -- \
      python3 "$HERE/workload/etl.py" $ARGS "$TMP/work-$side" ) 2>&1
  echo "size $(stat -c %s "$out") bytes, stacks $(wc -l < "$out")"
done
echo "== done $(date -u +%FT%TZ)"
