#!/bin/bash
# Control, recorded contiguously (not interleaved): 6 identical runs one after the other;
# runs 1-3 are "before", runs 4-6 are "after". py-spy --format speedscope, CPython 3.11.7.
set -euo pipefail
HERE="$(cd "$(dirname "$0")" && pwd)"
PY=${PY:-/root/.pyenv/versions/3.11.7/bin/python3}
LOCK=/tmp/flamediff-capture.lock
echo "== $(date -u +%FT%TZ) $(py-spy --version) python $($PY -V 2>&1)"
mkdir -p "$HERE/before" "$HERE/after"
for k in 1 2 3 4 5 6; do
  if [ $k -le 3 ]; then side=before; i=$k; else side=after; i=$((k-3)); fi
  out="$HERE/$side/run-$i.speedscope.json"
  rm -f "$out" "$out.gz"
  echo "== capture sequence #$k -> $side/run-$i"
  ( time flock "$LOCK" py-spy record --rate 200 --format speedscope -o "$out" -- \
      "$PY" "$HERE/workload/logstats.py" --lines 60000 --rounds 8 --seed 3 ) 2>&1
  sz=$(stat -c %s "$out"); echo "size $sz bytes"
  if [ "$sz" -gt 204800 ]; then gzip -9 "$out"; echo "gzipped"; fi
done
echo "== done $(date -u +%FT%TZ)"
