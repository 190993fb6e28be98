#!/bin/bash
# Control: perf record -g (frame pointers), C, 1 run per side (before then after).
# Same sources, flags and input; the after binary links the objects in another order.
set -euo pipefail
HERE="$(cd "$(dirname "$0")" && pwd)"
LOCK=/tmp/flamediff-capture.lock
TMP=${TMP:-/tmp/s45c/relink}
BATCHES=4500; NLINES=5000
mkdir -p "$TMP" "$HERE/before" "$HERE/after"
echo "== $(date -u +%FT%TZ) $(perf --version) $(gcc --version | head -1)"
"$HERE/workload/build.sh"
for s in before after; do echo "$s: $(nm -n "$HERE/workload/inventory_$s" | grep -E ' T (parse_item|summarize|fnv1a|generate_lines|cmp_items)$' | tr '\n' ' ')"; done
for side in before after; do
  out="$HERE/$side/run-1.perf.txt"
  rm -f "$out" "$out.gz" "$TMP/perf.data"
  echo "== capture $side run 1"
  ( time flock "$LOCK" perf record -F 999 -g -o "$TMP/perf.data" -- \
      "$HERE/workload/inventory_$side" $BATCHES $NLINES ) 2>&1
  perf script -i "$TMP/perf.data" -F comm,pid,tid,time,event,ip,sym,dso > "$out" 2>/dev/null
  rm -f "$TMP/perf.data"
  sz=$(stat -c %s "$out"); echo "perf script size $sz bytes"
  if [ "$sz" -gt 204800 ]; then gzip -9 "$out"; echo "gzipped"; fi
done
echo "== done $(date -u +%FT%TZ)"
