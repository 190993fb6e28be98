#!/bin/bash
# Node 20 under perf record -g (--perf-basic-prof JIT map), 1 run per side (before, then after).
# Both sides run from the same path (/tmp/s45d/node-closure/ledger.cjs) so JIT frame names match.
# --no-turbo-inlining keeps priceLines a frame of its own (otherwise TurboFan inlines it into rollUp).
set -euo pipefail
HERE="$(cd "$(dirname "$0")" && pwd)"
LOCK=/tmp/flamediff-capture.lock
TMP=${TMP:-/tmp/s45d/node-closure}
PASSES=180
mkdir -p "$TMP" "$HERE/before" "$HERE/after"
cd "$TMP"   # node --perf-basic-prof may write isolate-*-v8.log files into the cwd
echo "== $(date -u +%FT%TZ) $(perf --version) node $(node --version)"
for side in before after; do
  out="$HERE/$side/run-1.perf.txt"
  rm -f "$out" "$out.gz" "$TMP/perf.data"
  cp "$HERE/workload/$side/ledger.cjs" "$TMP/ledger.cjs"
  echo "== capture $side run 1"
  ( time flock "$LOCK" perf record -F 999 -g -o "$TMP/perf.data" -- \
      node --perf-basic-prof --no-turbo-inlining "$TMP/ledger.cjs" $PASSES ) 2>&1
  perf script -i "$TMP/perf.data" -F comm,pid,tid,time,event,ip,sym,dso > "$out" 2>/dev/null
  for p in $(perf script -i "$TMP/perf.data" -F pid 2>/dev/null | sort -u); do rm -f "/tmp/perf-$p.map"; done
  rm -f "$TMP/perf.data" "$TMP"/isolate-*-v8.log
  sz=$(stat -c %s "$out"); echo "perf script size $sz bytes"
  if [ "$sz" -gt 204800 ]; then gzip -9 "$out"; echo "gzipped"; fi
done
echo "== done $(date -u +%FT%TZ)"
python3 "$HERE/measure.py"
