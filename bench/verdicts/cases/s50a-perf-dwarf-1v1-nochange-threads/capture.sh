#!/bin/bash
# perf record --call-graph dwarf, C++ std::thread, same program and input both sides, 1 run per side (before, then after).
set -euo pipefail
HERE="$(cd "$(dirname "$0")" && pwd)"
LOCK=/tmp/flamediff-capture.lock
TMP=${TMP:-/tmp/s50a/perf-dwarf-threads}
BATCHES=1500; BATCH_SIZE=1000
mkdir -p "$TMP" "$HERE/before" "$HERE/after"
echo "== $(date -u +%FT%TZ) $(perf --version) $(g++ --version | head -1) $(ldd --version | head -1)"
"$HERE/workload/build.sh"
cmp "$HERE/workload/aggregate_before" "$HERE/workload/aggregate_after" && echo "binaries identical"
for side in before after; do
  out="$HERE/$side/run-1.perf.txt"
  rm -f "$out" "$out.gz" "$TMP/perf.data"
  echo "== capture $side run 1 (load: $(cat /proc/loadavg))"
  ( time flock "$LOCK" perf record -F 999 --call-graph dwarf -o "$TMP/perf.data" -- \
      "$HERE/workload/aggregate_$side" $BATCHES $BATCH_SIZE ) 2>&1
  perf script -i "$TMP/perf.data" -F comm,pid,tid,time,event,ip,sym,dso > "$out" 2>/dev/null
  rm -f "$TMP/perf.data"
  sz=$(stat -c %s "$out"); echo "perf script size $sz bytes"
  if [ "$sz" -gt 204800 ]; then gzip -9 "$out"; echo "gzipped"; fi
done
echo "== done $(date -u +%FT%TZ)"
