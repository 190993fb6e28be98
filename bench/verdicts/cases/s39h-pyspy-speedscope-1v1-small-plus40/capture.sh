#!/bin/bash
# py-spy speedscope case: same script both sides; `--after` widens score_pairs' window from
# 10 to 14 (+40% inner iterations in score_pairs only). 1 run per side.
set -euo pipefail
HERE=$(cd "$(dirname "$0")" && pwd)
LOCK=/tmp/flamediff-capture.lock
ROUNDS=8
PY=python3
$PY --version; py-spy --version
rm -f "$HERE"/before/run-* "$HERE"/after/run-*
for side in before after; do
  FLAG=""; [ $side = after ] && FLAG="--after"
  echo "== $side run-1"
  flock "$LOCK" py-spy record -r 200 --format speedscope -o "$HERE/$side/run-1.speedscope.json" \
      -- $PY "$HERE/workload/wordwork.py" --rounds=$ROUNDS $FLAG
  f="$HERE/$side/run-1.speedscope.json"
  if [ "$(stat -c %s "$f")" -gt 204800 ]; then gzip -9f "$f"; fi
done
ls -l "$HERE"/before "$HERE"/after
python3 "$HERE/measure.py"
