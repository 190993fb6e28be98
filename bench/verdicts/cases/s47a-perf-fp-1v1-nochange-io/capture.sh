#!/bin/bash
# Control: perf record -g (frame pointers), C, 1 run per side, same program (rebuilt) and same input.
set -euo pipefail
HERE="$(cd "$(dirname "$0")" && pwd)"
LOCK=/tmp/flamediff-capture.lock
TMP=${TMP:-/tmp/s47a/perf-fp-io}
IN="$TMP/telemetry.csv"
mkdir -p "$TMP" "$HERE/before" "$HERE/after"
echo "== $(date -u +%FT%TZ) $(perf --version) $(gcc --version | head -1) $(ldd --version | head -1) kernel $(uname -r)"
"$HERE/workload/build.sh"
cmp "$HERE/workload/blockpack_before" "$HERE/workload/blockpack_after" && echo "binaries identical"
[ -s "$IN" ] || python3 "$HERE/workload/geninput.py" "$IN" 1500000
sha256sum "$IN"
cat "$IN" > /dev/null   # warm the page cache
for i in 1; do
  for side in before after; do
    out="$HERE/$side/run-$i.perf.txt"
    rm -f "$out" "$out.gz" "$TMP/perf.data" "$TMP/out.bp"
    echo "== capture $side run $i"
    ( time flock "$LOCK" perf record -F 999 -g -o "$TMP/perf.data" -- \
        "$HERE/workload/blockpack_$side" "$IN" "$TMP/out.bp" ) 2>&1
    sha256sum "$TMP/out.bp"; rm -f "$TMP/out.bp"
    perf script -i "$TMP/perf.data" -F comm,pid,tid,time,event,ip,sym,dso > "$out" 2>/dev/null
    rm -f "$TMP/perf.data"
    sz=$(stat -c %s "$out"); echo "perf script size $sz bytes"
    if [ "$sz" -gt 204800 ]; then gzip -9 "$out"; echo "gzipped"; fi
  done
done
echo "== done $(date -u +%FT%TZ)"
