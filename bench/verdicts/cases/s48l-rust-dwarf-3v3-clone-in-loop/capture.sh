#!/bin/bash
# perf record --call-graph dwarf, Rust (std only, -C debuginfo=2 -C opt-level=2),
# 3 runs per side, interleaved before/after, one capture at a time under flock.
set -euo pipefail
HERE="$(cd "$(dirname "$0")" && pwd)"
LOCK=/tmp/flamediff-capture.lock
TMP=${TMP:-/tmp/s48l/rust-dwarf}
N=80000; ROUNDS=10
mkdir -p "$TMP" "$HERE/before" "$HERE/after"
echo "== $(date -u +%FT%TZ) $(perf --version) $(rustc --version)"
"$HERE/workload/build.sh"
for i in 1 2 3; do
  for side in before after; do
    out="$HERE/$side/run-$i.perf.txt"
    rm -f "$out" "$out.gz" "$TMP/perf.data"
    echo "== capture $side run $i"
    ( time flock "$LOCK" perf record -e cpu-clock -F 499 --call-graph dwarf,16384 -o "$TMP/perf.data" -- \
        "$HERE/workload/catalog_$side" $N $ROUNDS ) 2>&1
    perf script -i "$TMP/perf.data" -F comm,pid,tid,time,event,ip,sym,dso > "$out" 2>/dev/null
    rm -f "$TMP/perf.data"
    sz=$(stat -c %s "$out"); echo "perf script size $sz bytes"
    if [ "$sz" -gt 204800 ]; then gzip -9 "$out"; echo "gzipped"; fi
  done
done
echo "== done $(date -u +%FT%TZ)"
