#!/bin/bash
# perf record --call-graph dwarf, Rust (rustc 2021, -C opt-level=2 -g), 3 runs per side interleaved.
# after (--cfg after): verify_block does 50% more passes (4 -> 6), newton_rate 40% fewer iterations (10 -> 6).
set -euo pipefail
HERE="$(cd "$(dirname "$0")" && pwd)"
LOCK=/tmp/flamediff-capture.lock
TMP=${TMP:-/tmp/s44c/rust}
BLOCKS=120; PER=20000
mkdir -p "$TMP" "$HERE/before" "$HERE/after"
echo "== $(date -u +%FT%TZ) $(perf --version) $(rustc --version)"
"$HERE/workload/build.sh" "$TMP"
for i in 1 2 3; do
  for side in before after; do
    out="$HERE/$side/run-$i.perf.txt"
    rm -f "$out" "$out.gz" "$TMP/perf.data"
    echo "== capture $side run $i"
    ( time flock "$LOCK" perf record -F 999 --call-graph dwarf -o "$TMP/perf.data" -- \
        "$TMP/ledger_$side" $BLOCKS $PER ) 2>&1
    perf script -i "$TMP/perf.data" -F comm,pid,tid,time,event,ip,sym,dso > "$out" 2>/dev/null
    rm -f "$TMP/perf.data"
    sz=$(stat -c %s "$out"); echo "perf script size $sz bytes"
    if [ "$sz" -gt 204800 ]; then gzip -9 "$out"; echo "gzipped"; fi
  done
done
rm -rf "$TMP"
echo "== shares (workload/share.py, inclusive % of samples)"
python3 "$HERE/workload/share.py" perf '\bverify_block\b|||\bhash_entry\b|||\bsolve_rates\b|||\bnewton_rate\b|||\bpost_entries\b|||\bamortize\b|||\bgen_block\b|||\brender_block\b' \
  "$HERE"/before/run-*.perf.txt* "$HERE"/after/run-*.perf.txt*
echo "== done $(date -u +%FT%TZ)"
