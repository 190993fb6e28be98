#!/bin/bash
# perf record -g (frame pointers), C, 1 run per side (before then after).
# Control: before and after are two builds of the same source, same input.
set -euo pipefail
HERE="$(cd "$(dirname "$0")" && pwd)"
LOCK=/tmp/flamediff-capture.lock
TMP=${TMP:-/tmp/s46c/perf-nochange}
ROUNDS=70
mkdir -p "$TMP" "$HERE/before" "$HERE/after"
echo "== $(date -u +%FT%TZ) $(perf --version) $(gcc --version | head -1)"
"$HERE/workload/build.sh"
cmp -s "$HERE/workload/before/wordfreq" "$HERE/workload/after/wordfreq" && echo "binaries identical" || echo "binaries differ"
for side in before after; do
  out="$HERE/$side/run-1.perf.txt"
  rm -f "$out" "$out.gz" "$TMP/perf.data"
  echo "== capture $side run 1"
  ( time flock "$LOCK" perf record -e cpu-clock -F 999 -g -o "$TMP/perf.data" -- \
      "$HERE/workload/$side/wordfreq" $ROUNDS ) 2>&1
  perf script -i "$TMP/perf.data" -F comm,pid,tid,time,event,ip,sym,dso > "$out" 2>/dev/null
  rm -f "$TMP/perf.data"
  sz=$(stat -c %s "$out"); echo "perf script size $sz bytes"
  if [ "$sz" -gt 204800 ]; then gzip -9 "$out"; echo "gzipped"; fi
done
echo "== shares"
python3 "$HERE/measure.py" "$HERE"/before/run-1.perf.txt* "$HERE"/after/run-1.perf.txt*
echo "== done $(date -u +%FT%TZ)"
