#!/bin/bash
# perf record --call-graph dwarf (C built without frame pointers), 3 runs per side, interleaved before/after.
set -euo pipefail
HERE="$(cd "$(dirname "$0")" && pwd)"
LOCK=/tmp/flamediff-capture.lock
TMP=${TMP:-/tmp/s47a/perf-dwarf-reads}
LOG="$TMP/access.log"
mkdir -p "$TMP" "$HERE/before" "$HERE/after"
echo "== $(date -u +%FT%TZ) $(perf --version) $(gcc --version | head -1) $(ldd --version | head -1) kernel $(uname -r)"
"$HERE/workload/build.sh"
[ -s "$LOG" ] || python3 "$HERE/workload/genlog.py" "$LOG" 1500000
sha256sum "$LOG"
cat "$LOG" > /dev/null   # warm the page cache so both sides read from cache
for i in 1 2 3; do
  for side in before after; do
    out="$HERE/$side/run-$i.perf.txt"
    rm -f "$out" "$out.gz" "$TMP/perf.data"
    echo "== capture $side run $i"
    ( time flock "$LOCK" perf record -F 999 --call-graph dwarf -o "$TMP/perf.data" -- \
        "$HERE/workload/logstat_$side" "$LOG" "$LOG" "$LOG" "$LOG" "$LOG" "$LOG" ) 2>&1
    perf script -i "$TMP/perf.data" -F comm,pid,tid,time,event,ip,sym,dso > "$out" 2>/dev/null
    rm -f "$TMP/perf.data"
    sz=$(stat -c %s "$out"); echo "perf script size $sz bytes"
    if [ "$sz" -gt 204800 ]; then gzip -9 "$out"; echo "gzipped"; fi
  done
done
echo "== done $(date -u +%FT%TZ)"
