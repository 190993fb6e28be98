#!/usr/bin/env bash
# One py-spy speedscope profile per side of workload/pipeline.py (after = --spin).
set -euo pipefail
HERE="$(cd "$(dirname "$0")" && pwd)"
PY="${PY:-$(pyenv which python3.11 2>/dev/null || command -v python3)}"
RATE=400
mkdir -p "$HERE/before" "$HERE/after"
py-spy --version
"$PY" --version
echo "python: $PY"
for side in before after; do
  extra=""
  [ "$side" = after ] && extra="--spin"
  out="$HERE/$side/run-1.speedscope.json"
  echo "== $side"
  flock /tmp/flamediff-capture.lock \
    /usr/bin/time -f "$side wall=%es user=%Us sys=%Ss" \
    py-spy record --format speedscope --rate $RATE -o "$out" -- \
    "$PY" "$HERE/workload/pipeline.py" --records 60000 --beats 40 --delay 0.1 --seed 7 $extra
  if [ "$(stat -c %s "$out")" -gt 204800 ]; then gzip -f -9 "$out"; fi
done
ls -l "$HERE/before" "$HERE/after"
