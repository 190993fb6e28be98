#!/bin/bash
# Control: perf record -g (frame pointers), C, 1 run per side. Same binary, same input;
# the after run only has an extra, unused environment variable (ROLLUP_UNUSED_LABEL).
set -euo pipefail
HERE="$(cd "$(dirname "$0")" && pwd)"
LOCK=/tmp/flamediff-capture.lock
TMP=${TMP:-/tmp/s45e/perf-nochange-env}
NLINES=12000000; SEED=88172645463325252
mkdir -p "$TMP" "$HERE/before" "$HERE/after"
echo "== $(date -u +%FT%TZ) $(perf --version) $(gcc --version | head -1)"
"$HERE/workload/build.sh"
for side in before after; do
  out="$HERE/$side/run-1.perf.txt"
  rm -f "$out" "$out.gz" "$TMP/perf.data"
  echo "== capture $side run 1"
  if [ "$side" = after ]; then envset=(env ROLLUP_UNUSED_LABEL=after-run-control); else envset=(env); fi
  ( time flock "$LOCK" "${envset[@]}" perf record -F 999 -g -o "$TMP/perf.data" -- \
      "$HERE/workload/rollup" $NLINES $SEED ) 2>&1
  perf script -i "$TMP/perf.data" -F comm,pid,tid,time,event,ip,sym,dso > "$out" 2>/dev/null
  rm -f "$TMP/perf.data"
  sz=$(stat -c %s "$out"); echo "perf script size $sz bytes"
  if [ "$sz" -gt 204800 ]; then gzip -9 "$out"; echo "gzipped"; fi
done
echo "== done $(date -u +%FT%TZ)"
