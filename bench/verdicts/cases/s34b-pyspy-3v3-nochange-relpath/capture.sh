#!/usr/bin/env bash
# Control: the same script, installed as two "release checkouts" under different directory
# and file names (rel-1/app_v1.py, rel-2/app_v2.py, byte-identical), profiled 3 times each
# with py-spy raw (folded) output, interleaved.
set -euo pipefail
CASE=$(cd "$(dirname "$0")" && pwd)
WORK=/tmp/s34b
PY=/root/.pyenv/versions/3.11.7/bin/python3
PYSPY=/root/.pyenv/shims/py-spy
echo "== $(date -u +%FT%TZ) capture s34b-pyspy-3v3-nochange-relpath"
echo "python: $($PY --version 2>&1)   py-spy: $($PYSPY --version)"
cmp "$CASE/workload/app_v1.py" "$CASE/workload/app_v2.py" && echo "app_v1.py and app_v2.py are byte-identical"
rm -rf "$WORK/rel-1" "$WORK/rel-2"; mkdir -p "$WORK/rel-1" "$WORK/rel-2"
cp "$CASE/workload/app_v1.py" "$WORK/rel-1/app_v1.py"
cp "$CASE/workload/app_v2.py" "$WORK/rel-2/app_v2.py"
rm -f "$CASE"/before/run-* "$CASE"/after/run-*
for i in 1 2 3; do
  for side in before after; do
    if [ "$side" = before ]; then dir="$WORK/rel-1"; app=app_v1.py; else dir="$WORK/rel-2"; app=app_v2.py; fi
    out="$CASE/$side/run-$i.raw.txt"
    echo "-- $side run $i ($dir/$app)"
    ( cd "$dir" && flock /tmp/flamediff-capture.lock /usr/bin/time -f "$side run-$i: wall %e s, user %U s, sys %S s" \
        "$PYSPY" record --format raw --rate 200 -o "$out" -- "$PY" "$dir/$app" ) 2>&1
  done
done
for f in "$CASE"/before/run-* "$CASE"/after/run-*; do
  if [ "$(stat -c %s "$f")" -gt 2000000 ]; then gzip -9 "$f"; echo "gzipped $f"; fi
done
