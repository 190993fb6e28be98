#!/bin/bash
# perf record --call-graph dwarf of CPython 3.11.7 (pyenv build, with debug_info) running
# workload/orders.py; 3 runs per side, NOT interleaved: before 1,2,3 then after 1,2,3.
# Same interpreter, same script, same arguments on both sides (no-change control).
set -euo pipefail
HERE="$(cd "$(dirname "$0")" && pwd)"
LOCK=/tmp/flamediff-capture.lock
PY=${PY:-/root/.pyenv/versions/3.11.7/bin/python3.11}
TMP=${TMP:-/tmp/s49h-pydwarf}
N=30000; PASSES=22
mkdir -p "$TMP" "$HERE/before" "$HERE/after"
echo "== $(date -u +%FT%TZ) $(uname -r) $(perf --version) $($PY --version)"
cd "$HERE/workload"
for side in before after; do
  for i in 1 2 3; do
    out="$HERE/$side/run-$i.perf.txt"
    rm -f "$out" "$out.gz" "$TMP/perf.data"
    echo "== capture $side run $i ($(date -u +%T)): perf record --call-graph dwarf -F 999 -- $PY orders.py $N $PASSES"
    ( time flock "$LOCK" perf record --call-graph dwarf -F 999 -o "$TMP/perf.data" -- \
        "$PY" orders.py $N $PASSES ) 2>&1
    perf script -i "$TMP/perf.data" -F comm,pid,tid,time,event,ip,sym,dso > "$out" 2>/dev/null
    rm -f "$TMP/perf.data" "$TMP/perf.data.old"
    sz=$(stat -c %s "$out"); echo "perf script size $sz bytes"
    if [ "$sz" -gt 204800 ]; then gzip -9 "$out"; echo "gzipped"; fi
  done
done
python3 "$HERE/measure.py"
echo "== done $(date -u +%FT%TZ)"
