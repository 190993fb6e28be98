#!/usr/bin/env bash
# Regression case: py-spy --format speedscope; "after" runs score_record with 23 rounds instead of 20 (+15%).
set -euo pipefail
HERE=$(cd "$(dirname "$0")" && pwd)
LOCK=/tmp/flamediff-capture.lock
PY=/root/.pyenv/versions/3.11.7/bin/python3
mkdir -p "$HERE/before" "$HERE/after"
rm -f "$HERE"/before/run-* "$HERE"/after/run-*
py-spy --version
"$PY" --version
BEFORE_ARGS="--iters 250 --score-rounds 20 --seed 7"
AFTER_ARGS="--iters 250 --score-rounds 23 --seed 7"
for i in 1 2 3; do
  for side in before after; do
    if [ "$side" = before ]; then ARGS=$BEFORE_ARGS; else ARGS=$AFTER_ARGS; fi
    echo "== $side run-$i: work.py $ARGS"
    flock "$LOCK" py-spy record --rate 200 --format speedscope -o "$HERE/$side/run-$i.speedscope.json" \
      -- "$PY" "$HERE/workload/work.py" $ARGS
  done
done
for f in "$HERE"/before/run-*.speedscope.json "$HERE"/after/run-*.speedscope.json; do
  if [ "$(stat -c %s "$f")" -gt 204800 ]; then gzip -9 "$f"; fi
done
ls -l "$HERE/before" "$HERE/after"
python3 "$HERE/measure.py"
