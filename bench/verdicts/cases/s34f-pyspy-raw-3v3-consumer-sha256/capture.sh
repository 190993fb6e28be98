#!/usr/bin/env bash
# Builds nothing (pure Python) and captures every profile of this case with py-spy.
# Both sides run from the same path ($RUN/app.py), so frame file names are identical;
# only the source copied there differs (workload/before/app.py vs workload/after/app.py).
set -euo pipefail
CASE=$(cd "$(dirname "$0")" && pwd)
ID=$(basename "$CASE")
PY=/root/.pyenv/versions/3.11.7/bin/python3.11
PYSPY=/root/.pyenv/versions/3.11.7/bin/py-spy
LOCK=/tmp/flamediff-capture.lock
RUN=/tmp/s34f/run/$ID
RUNS=3
FMT=raw; EXT=raw.txt
FLAGS=(-r 200 --threads)

exec > >(tee "$CASE/capture.log") 2>&1
echo "# case $ID, captured $(date -u +%FT%TZ) on $(hostname) ($(nproc) cores), kernel $(uname -r)"
echo "# $($PY --version), $($PYSPY --version)"
echo "# py-spy record ${FLAGS[*]} -f $FMT -- python3.11 app.py SEED; $RUNS runs a side, interleaved before/after"
rm -rf "$CASE/before" "$CASE/after" "$RUN"
mkdir -p "$CASE/before" "$CASE/after" "$RUN"
for i in $(seq 1 "$RUNS"); do
  for side in before after; do
    cp "$CASE/workload/$side/app.py" "$RUN/app.py"
    out="$CASE/$side/run-$i.$EXT"
    echo "== $side run-$i (seed $i)  $(date -u +%T)"
    flock "$LOCK" /usr/bin/time -f "time: wall=%e s user=%U s sys=%S s maxrss=%M KB" \
      "$PYSPY" record "${FLAGS[@]}" -f "$FMT" -o "$out" -- "$PY" "$RUN/app.py" "$i"
    if [ "$(stat -c %s "$out")" -gt 2000000 ]; then gzip -9 "$out"; out="$out.gz"; fi
    echo "   -> $(basename "$side")/$(basename "$out") $(stat -c %s "$out") bytes"
  done
done
echo "# done $(date -u +%FT%TZ)"
