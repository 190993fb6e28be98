#!/bin/bash
# py-spy record --format raw --gil --threads, CPython 3.11, 3 runs per side, interleaved before/after.
set -euo pipefail
HERE="$(cd "$(dirname "$0")" && pwd)"
LOCK=/tmp/flamediff-capture.lock
NJOBS=500; LINES=400
mkdir -p "$HERE/before" "$HERE/after"
echo "== $(date -u +%FT%TZ) $(py-spy --version) $(python3 --version)"
"$HERE/workload/build.sh"
for i in 1 2 3; do
  for side in before after; do
    out="$HERE/$side/run-$i.pyspy.folded"
    rm -f "$out"
    echo "== capture $side run $i"
    ( time flock "$LOCK" py-spy record --format raw --gil --threads -o "$out" -- \
        python3 "$HERE/workload/pipeline.py" $side $NJOBS $LINES ) 2>&1
  done
done
echo "== done $(date -u +%FT%TZ)"
