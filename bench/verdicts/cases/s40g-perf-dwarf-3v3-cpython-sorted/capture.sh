#!/usr/bin/env bash
# Rerunnable capture for s40g-perf-dwarf-3v3-cpython-sorted.
# perf record --call-graph dwarf -F 499 of the CPython 3.12.1 interpreter binary (pyenv build,
# not stripped, with debug_info), 3 runs per side, interleaved.
set -euo pipefail
HERE="$(cd "$(dirname "$0")" && pwd)"
SCR=/tmp/s40g/dwarf
LOCK=/tmp/flamediff-capture.lock
PY=/root/.pyenv/versions/3.12.1/bin/python3.12
ITEMS=150000
mkdir -p "$SCR" "$HERE/before" "$HERE/after"
echo "== $(date -u +%FT%TZ) $(uname -r) $(perf --version) $($PY --version)"
for i in 1 2 3; do
  for side in before after; do
    out="$HERE/$side/run-$i.perf.txt"
    rm -f "$out" "$out.gz"
    echo "== $side run-$i: perf record --call-graph dwarf -F 499 -- $PY readings.py $side $ITEMS"
    flock "$LOCK" perf record --call-graph dwarf -F 499 -o "$SCR/$side-$i.perf.data" -- \
      "$PY" "$HERE/workload/readings.py" "$side" "$ITEMS"
    perf script -i "$SCR/$side-$i.perf.data" > "$out" 2> "$SCR/$side-$i.script.err" || { cat "$SCR/$side-$i.script.err"; exit 1; }
    echo "   $(grep -c 'cpu-clock' "$out") samples"
    rm -f "$SCR/$side-$i.perf.data"
    if [ "$(stat -c %s "$out")" -gt 204800 ]; then gzip -9 "$out"; fi
  done
done
echo "== measure"
python3 "$HERE/measure.py" "$HERE"
