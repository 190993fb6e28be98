#!/bin/bash
# perf record -g (frame pointers + kernel stacks), C scanfiles, ONE run per side (before then after), under flock.
set -euo pipefail
HERE="$(cd "$(dirname "$0")" && pwd)"
LOCK=/tmp/flamediff-capture.lock
TMP=${TMP:-/tmp/s48k/perf-stat}
TREE=/tmp/s48k/tree; NFILES=3000; PASSES=300
mkdir -p "$TMP" "$HERE/before" "$HERE/after"
echo "== $(date -u +%FT%TZ) $(perf --version) $(gcc --version | head -1) $(uname -r)"
"$HERE/workload/build.sh"
"$HERE/workload/mktree.sh" "$TREE" $NFILES
for side in before after; do
  out="$HERE/$side/run-1.perf.txt"
  rm -f "$out" "$out.gz" "$TMP/perf.data"
  echo "== capture $side run 1"
  ( time flock "$LOCK" perf record -e cpu-clock -F 999 -g -o "$TMP/perf.data" -- \
      "$HERE/workload/scanfiles_$side" "$TREE/manifest.txt" $PASSES ) 2>&1
  perf script -i "$TMP/perf.data" -F comm,pid,tid,time,event,ip,sym,dso > "$out" 2>/dev/null
  rm -f "$TMP/perf.data"
  sz=$(stat -c %s "$out"); echo "perf script size $sz bytes"
  if [ "$sz" -gt 204800 ]; then gzip -9 "$out"; echo "gzipped"; fi
done
echo "== done $(date -u +%FT%TZ)"
