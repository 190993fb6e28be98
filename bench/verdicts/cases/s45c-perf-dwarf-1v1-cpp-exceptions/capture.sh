#!/bin/bash
# perf record --call-graph dwarf, C++, 1 run per side (before, then after).
# before: validate_reading() returns an error code; after (-DVALIDATE_THROWS): it throws, ingest_batch catches.
set -euo pipefail
HERE="$(cd "$(dirname "$0")" && pwd)"
LOCK=/tmp/flamediff-capture.lock
TMP=${TMP:-/tmp/s45c/dwarf}
ARGS="10 20000 70"   # batches, lines per batch, passes per batch
mkdir -p "$TMP" "$HERE/before" "$HERE/after"
echo "== $(date -u +%FT%TZ) $(perf --version) $(g++ --version | head -1) load: $(cut -d' ' -f1-3 /proc/loadavg)"
"$HERE/workload/build.sh"
for side in before after; do
  out="$HERE/$side/run-1.perf.txt"
  rm -f "$out" "$out.gz" "$TMP/perf.data"
  echo "== capture $side run 1"
  ( time flock "$LOCK" perf record -F 999 --call-graph dwarf -o "$TMP/perf.data" -- \
      "$HERE/workload/ingest_$side" $ARGS ) 2>&1
  perf script -i "$TMP/perf.data" -F comm,pid,tid,time,event,ip,sym,dso > "$out" 2>/dev/null
  rm -f "$TMP/perf.data"
  sz=$(stat -c %s "$out"); echo "perf script size $sz bytes"
  if [ "$sz" -gt 204800 ]; then gzip -9 "$out"; echo "gzipped"; fi
done
echo "== done $(date -u +%FT%TZ)"
