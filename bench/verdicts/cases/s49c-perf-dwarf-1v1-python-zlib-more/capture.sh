#!/bin/bash
# perf record --call-graph dwarf of CPython 3.11 running workload/archive_{before,after}.py, 1 run per side.
set -euo pipefail
HERE="$(cd "$(dirname "$0")" && pwd)"
LOCK=/tmp/flamediff-capture.lock
TMP=${TMP:-/tmp/s49c/perf-pyzlib}
PY=/root/.pyenv/versions/3.11.7/bin/python3.11
N=60000; ROUNDS=10
mkdir -p "$TMP" "$HERE/before" "$HERE/after"
echo "== $(date -u +%FT%TZ) $(perf --version) $($PY --version) $(cat /proc/loadavg)"
"$HERE/workload/build.sh"
for i in 1; do
  for side in before after; do
    out="$HERE/$side/run-$i.perf.txt"
    rm -f "$out" "$out.gz" "$TMP/perf.data"
    echo "== capture $side run $i"
    ( cd "$HERE/workload" && time flock "$LOCK" perf record -e cpu-clock -F 499 --call-graph dwarf -o "$TMP/perf.data" -- \
        "$PY" "archive_$side.py" $N $ROUNDS ) 2>&1
    perf script -i "$TMP/perf.data" -F comm,pid,tid,time,event,ip,sym,dso > "$out" 2>/dev/null
    rm -f "$TMP/perf.data"
    sz=$(stat -c %s "$out"); echo "perf script size $sz bytes"
    if [ "$sz" -gt 204800 ]; then gzip -9 "$out"; echo "gzipped"; fi
  done
done
echo "== done $(date -u +%FT%TZ)"
