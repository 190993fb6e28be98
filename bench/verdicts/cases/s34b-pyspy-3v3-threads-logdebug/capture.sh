#!/usr/bin/env bash
# Captures 3 py-spy speedscope profiles per side (with --threads), interleaved.
# before: LOG_EVENTS=0, after: LOG_EVENTS=1 (same file, the `if AFTER:` block).
set -euo pipefail
CASE=$(cd "$(dirname "$0")" && pwd)
WORK=/tmp/s34b/pyspy-threads
PY=/root/.pyenv/versions/3.11.7/bin/python3
PYSPY=/root/.pyenv/shims/py-spy
mkdir -p "$WORK"
echo "== $(date -u +%FT%TZ) capture s34b-pyspy-3v3-threads-logdebug"
echo "python: $($PY --version 2>&1)   py-spy: $($PYSPY --version)"
rm -f "$CASE"/before/run-* "$CASE"/after/run-*
for i in 1 2 3; do
  for side in before after; do
    flag=0; [ "$side" = after ] && flag=1
    out="$CASE/$side/run-$i.speedscope.json"
    echo "-- $side run $i (LOG_EVENTS=$flag)"
    ( cd "$WORK" && LOG_EVENTS=$flag flock /tmp/flamediff-capture.lock /usr/bin/time -f "$side run-$i: wall %e s, user %U s, sys %S s" \
        "$PYSPY" record --format speedscope --threads --rate 200 -o "$out" -- "$PY" "$CASE/workload/pipeline.py" ) 2>&1
  done
done
for f in "$CASE"/before/run-* "$CASE"/after/run-*; do
  if [ "$(stat -c %s "$f")" -gt 2000000 ]; then gzip -9 "$f"; echo "gzipped $f"; fi
done
