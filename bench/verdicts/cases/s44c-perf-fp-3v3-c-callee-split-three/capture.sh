#!/bin/bash
# perf record -g (frame pointers), C, 3 runs per side, interleaved before/after.
set -euo pipefail
HERE="$(cd "$(dirname "$0")" && pwd)"
LOCK=/tmp/flamediff-capture.lock
TMP=${TMP:-/tmp/s44c/c-split}
BATCHES=800; PER=4000
mkdir -p "$TMP" "$HERE/before" "$HERE/after"
echo "== $(date -u +%FT%TZ) $(perf --version) $(gcc --version | head -1)"
"$HERE/workload/build.sh" "$TMP"
for i in 1 2 3; do
  for side in before after; do
    out="$HERE/$side/run-$i.perf.txt"
    rm -f "$out" "$out.gz" "$TMP/perf.data"
    echo "== capture $side run $i"
    ( time flock "$LOCK" perf record -F 999 -g -o "$TMP/perf.data" -- \
        "$TMP/encoder_$side" $BATCHES $PER ) 2>&1
    perf script -i "$TMP/perf.data" -F comm,pid,tid,time,event,ip,sym,dso > "$out" 2>/dev/null
    rm -f "$TMP/perf.data"
    sz=$(stat -c %s "$out"); echo "perf script size $sz bytes"
    if [ "$sz" -gt 204800 ]; then gzip -9 "$out"; echo "gzipped"; fi
  done
done
rm -rf "$TMP"
echo "== shares (workload/share.py, inclusive % of samples)"
python3 "$HERE/workload/share.py" perf '\bencode_batch\b|||\bnormalize_sample\b|||\bdelta_code\b|||\bpack_varints\b|||\bframe_checksum\b|||\brle_scan\b|||\bgen_samples\b' \
  "$HERE"/before/run-*.perf.txt* "$HERE"/after/run-*.perf.txt*
echo "== done $(date -u +%FT%TZ)"
