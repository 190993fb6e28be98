#!/bin/bash
# perf record --call-graph dwarf, C++ word-frequency program (identical source built twice), 1 run per side.
set -euo pipefail
HERE="$(cd "$(dirname "$0")" && pwd)"
LOCK=/tmp/flamediff-capture.lock
TMP=${TMP:-/tmp/s46h/perf-dwarf}
DOCS=130
mkdir -p "$TMP" "$HERE/before" "$HERE/after"
echo "== $(date -u +%FT%TZ) $(perf --version) $(g++ --version | head -1)"
"$HERE/workload/build.sh"
for side in before after; do
  out="$HERE/$side/run-1.perf.txt"
  rm -f "$out" "$out.gz" "$TMP/perf.data"
  echo "== capture $side run 1"
  ( time flock "$LOCK" perf record -e cpu-clock -F 999 --call-graph dwarf -o "$TMP/perf.data" -- \
      "$HERE/workload/wordfreq_$side" $DOCS ) 2>&1
  perf script -i "$TMP/perf.data" -F comm,pid,tid,time,event,ip,sym,dso > "$out" 2>/dev/null
  rm -f "$TMP/perf.data"
  sz=$(stat -c %s "$out"); echo "perf script size $sz bytes"
  if [ "$sz" -gt 204800 ]; then gzip -9 "$out"; echo "gzipped"; fi
done
echo "== done $(date -u +%FT%TZ)"
