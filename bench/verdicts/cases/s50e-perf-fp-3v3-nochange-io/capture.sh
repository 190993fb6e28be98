#!/bin/bash
# perf record -F 999 -g (frame pointers + kernel stacks, as root), C, 3 runs per side,
# interleaved before/after. Control: same source, same build flags, same input both sides.
set -euo pipefail
HERE="$(cd "$(dirname "$0")" && pwd)"
LOCK=/tmp/flamediff-capture.lock
TMP=${TMP:-/tmp/s50e/perf-io}
IN=/tmp/s50e-io-input.txt; PASSES=3
mkdir -p "$TMP" "$HERE/before" "$HERE/after"
echo "== $(date -u +%FT%TZ) $(perf --version) $(gcc --version | head -1) $(uname -r)"
"$HERE/workload/build.sh"
cmp "$HERE/workload/blockxform_before" "$HERE/workload/blockxform_after" && echo "binaries identical"
[ -f "$IN" ] || python3 "$HERE/workload/mkinput.py" "$IN" 256
echo "input $(stat -c %s "$IN") bytes, sha1 $(sha1sum "$IN" | cut -c1-12)"
cat "$IN" > /dev/null   # warm page cache
for i in 1 2 3; do
  for side in before after; do
    out="$HERE/$side/run-$i.perf.txt"
    rm -f "$out" "$out.gz" "$TMP/perf.data" "$TMP/out.txt"
    echo "== capture $side run $i"
    ( time flock "$LOCK" perf record -F 999 -g -o "$TMP/perf.data" -- \
        "$HERE/workload/blockxform_$side" "$IN" "$TMP/out.txt" $PASSES ) 2>&1
    perf script -i "$TMP/perf.data" -F comm,pid,tid,time,event,ip,sym,dso > "$out" 2>/dev/null
    rm -f "$TMP/perf.data" "$TMP/out.txt"
    echo "samples $(grep -c 'cpu-clock' "$out")"
    sz=$(stat -c %s "$out"); echo "perf script size $sz bytes"
    if [ "$sz" -gt 204800 ]; then gzip -9 "$out"; echo "gzipped"; fi
  done
done
echo "== done $(date -u +%FT%TZ)"
