#!/bin/bash
# perf record -F 999 -g (frame pointers + kernel stacks), C/pthreads (4 threads, one shared mutex),
# no-change control: same source/flags/input both sides, 3 runs per side, interleaved b1 a1 b2 a2 b3 a3.
set -euo pipefail
HERE="$(cd "$(dirname "$0")" && pwd)"
LOCK=/tmp/flamediff-capture.lock
TMP=${TMP:-/tmp/s50d/perf-contended}
NEV=2000000
mkdir -p "$TMP" "$HERE/before" "$HERE/after"
echo "== $(date -u +%FT%TZ) $(perf --version) $(gcc --version | head -1) $(ldd --version | head -1)"
echo "== load: $(uptime)"
"$HERE/workload/build.sh"
for i in 1 2 3; do
  for side in before after; do
    out="$HERE/$side/run-$i.perf.txt"
    rm -f "$out" "$out.gz" "$TMP/perf.data"
    echo "== capture $side run $i ($(cat /proc/loadavg))"
    ( time flock "$LOCK" perf record -F 999 -g -o "$TMP/perf.data" -- \
        "$HERE/workload/ingest_$side" $NEV ) 2>&1
    perf script -i "$TMP/perf.data" -F comm,pid,tid,time,event,ip,sym,dso > "$out" 2>/dev/null
    rm -f "$TMP/perf.data"
    sz=$(stat -c %s "$out"); echo "perf script size $sz bytes"
    if [ "$sz" -gt 204800 ]; then gzip -9 "$out"; echo "gzipped"; fi
  done
done
echo "== done $(date -u +%FT%TZ)"
