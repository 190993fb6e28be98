#!/usr/bin/env bash
# Rerunnable capture for s41a-pyspy-raw-3v3-small-plus30.
# before: --score-factor 1.0, after: --score-factor 1.3 (score() does 30% more iterations).
# Runs alternate before/after so drifting machine load hits both sides alike.
set -euo pipefail
HERE="$(cd "$(dirname "$0")" && pwd)"
PY="${PY:-$(command -v python3)}"
LOCK=/tmp/flamediff-capture.lock
ROUNDS=250
RATE=200
echo "date: $(date -u +%FT%TZ)"
echo "python: $PY ($("$PY" --version 2>&1))"
echo "py-spy: $(py-spy --version)"
mkdir -p "$HERE/before" "$HERE/after"
rm -f "$HERE"/before/run-* "$HERE"/after/run-*
for i in 1 2 3; do
  for side in before after; do
    if [ "$side" = before ]; then F=1.0; else F=1.3; fi
    out="$HERE/$side/run-$i.raw.txt"
    echo "== $side run $i (score-factor $F)"
    /usr/bin/time -f "wall %e s, user %U s" \
      flock "$LOCK" py-spy record --format raw --rate "$RATE" -o "$out" -- \
      "$PY" "$HERE/workload/pipeline.py" --rounds "$ROUNDS" --score-factor "$F" 2>&1
    echo "lines: $(wc -l < "$out"), bytes: $(wc -c < "$out")"
  done
done
for f in "$HERE"/before/run-* "$HERE"/after/run-*; do
  if [ "$(wc -c < "$f")" -gt 200000 ]; then gzip -f "$f"; fi
done
python3 "$HERE/measure.py"
