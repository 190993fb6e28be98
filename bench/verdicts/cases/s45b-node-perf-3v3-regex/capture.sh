#!/bin/bash
# Node 20 under perf record -g (--perf-basic-prof JIT map), 3 runs per side, interleaved b1 a1 b2 a2 b3 a3.
# Both sides run from the same path (/tmp/s45b-node/signup.cjs) so JIT frame names match.
set -euo pipefail
HERE="$(cd "$(dirname "$0")" && pwd)"
LOCK=/tmp/flamediff-capture.lock
TMP=${TMP:-/tmp/s45b-node}
BATCHES=20
mkdir -p "$TMP" "$HERE/before" "$HERE/after"
cd "$TMP"   # node --perf-basic-prof also writes isolate-*-v8.log files into the cwd
echo "== $(date -u +%FT%TZ) $(perf --version) node $(node --version)"
for i in 1 2 3; do
  for side in before after; do
    out="$HERE/$side/run-$i.perf.txt"
    rm -f "$out" "$out.gz" "$TMP/perf.data"
    cp "$HERE/workload/$side/signup.cjs" "$TMP/signup.cjs"
    echo "== capture $side run $i"
    ( time flock "$LOCK" perf record -F 999 -g -o "$TMP/perf.data" -- \
        node --perf-basic-prof --no-turbo-inlining "$TMP/signup.cjs" $BATCHES ) 2>&1
    perf script -i "$TMP/perf.data" -F comm,pid,tid,time,event,ip,sym,dso > "$out" 2>/dev/null
    for p in $(perf script -i "$TMP/perf.data" -F pid 2>/dev/null | sort -u); do rm -f "/tmp/perf-$p.map"; done
    rm -f "$TMP/perf.data" "$TMP"/isolate-*-v8.log
    sz=$(stat -c %s "$out"); echo "perf script size $sz bytes"
    if [ "$sz" -gt 204800 ]; then gzip -9 "$out"; echo "gzipped"; fi
  done
done
echo "== done $(date -u +%FT%TZ)"
python3 "$HERE/measure.py"
