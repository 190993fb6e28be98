#!/bin/bash
# perf record -g (frame pointers), C++, 1 run per side (before then after).
set -euo pipefail
HERE="$(cd "$(dirname "$0")" && pwd)"
LOCK=/tmp/flamediff-capture.lock
TMP=${TMP:-/tmp/s44b/perf-dedup}
BATCHES=40000; PER=300
mkdir -p "$TMP" "$HERE/before" "$HERE/after"
echo "== $(date -u +%FT%TZ) $(perf --version) $(g++ --version | head -1)"
"$HERE/workload/build.sh"
for i in 1; do
  for side in before after; do
    out="$HERE/$side/run-$i.perf.txt"
    rm -f "$out" "$out.gz" "$TMP/perf.data"
    echo "== capture $side run $i"
    ( time flock "$LOCK" perf record -F 999 -g -o "$TMP/perf.data" -- \
        "$HERE/workload/ingest_$side" $BATCHES $PER ) 2>&1
    perf script -i "$TMP/perf.data" -F comm,pid,tid,time,event,ip,sym,dso > "$out" 2>/dev/null
    rm -f "$TMP/perf.data"
    sz=$(stat -c %s "$out"); echo "perf script size $sz bytes"
    if [ "$sz" -gt 204800 ]; then gzip -9 "$out"; echo "gzipped"; fi
  done
done
echo "== measure"
python3 "$HERE/measure.py" -g culprit_union='\bdedup_events\b|memcmp' -g dedup_events='\bdedup_events\b' -g generate_batch='\bgenerate_batch\b' \
  -g enrich='\benrich\b' -g sessionize='\bsessionize\b' -g process_batch='\bprocess_batch\b' \
  -g 'memcmp=memcmp' -g 'Hash_bytes=_Hash_bytes' \
  "$HERE"/before/run-*.perf.txt* "$HERE"/after/run-*.perf.txt*
echo "== done $(date -u +%FT%TZ)"
