#!/bin/bash
# perf record -F 999 -g (frame pointers, kernel stacks), C, 1 run per side (before then after).
set -euo pipefail
HERE="$(cd "$(dirname "$0")" && pwd)"
LOCK=/tmp/flamediff-capture.lock
TMP=${TMP:-/tmp/s44d/perf-write}
ROUNDS=4000
mkdir -p "$TMP" "$HERE/before" "$HERE/after"
echo "== $(date -u +%FT%TZ) $(perf --version) $(gcc --version | head -1) $(uname -r) load: $(cut -d' ' -f1-3 /proc/loadavg)"
"$HERE/workload/build.sh"
for i in 1; do
  for side in before after; do
    out="$HERE/$side/run-$i.perf.txt"
    rm -f "$out" "$out.gz" "$TMP/perf.data" "$TMP/metrics-$side.txt"
    echo "== capture $side run $i (load $(cut -d' ' -f1-3 /proc/loadavg))"
    ( time flock "$LOCK" perf record -F 999 -g -o "$TMP/perf.data" -- \
        "$HERE/workload/exporter_$side" "$TMP/metrics-$side.txt" $ROUNDS ) 2>&1
    perf script -i "$TMP/perf.data" -F comm,pid,tid,time,event,ip,sym,dso > "$out" 2>/dev/null
    rm -f "$TMP/perf.data"
    sz=$(stat -c %s "$out"); echo "perf script size $sz bytes"
    if [ "$sz" -gt 204800 ]; then gzip -9 "$out"; echo "gzipped"; fi
  done
done
cmp "$TMP/metrics-before.txt" "$TMP/metrics-after.txt" && echo "outputs identical ($(stat -c %s "$TMP/metrics-before.txt") bytes)"
rm -f "$TMP"/metrics-*.txt
rm -f "$HERE/workload/exporter_before" "$HERE/workload/exporter_after"
echo "== done $(date -u +%FT%TZ)"
echo "== measure"
cd "$HERE" && python3 measure.py 'out_emit=^out_emit\b' 'write_full=^write_full\b' \
  'libc_write=^(__GI___libc_write|__libc_write|write)\b' 'ksys_write=^ksys_write\b' 'vfs_write=^vfs_write\b' \
  'entry_SYSCALL=^entry_SYSCALL_64' 'ext4_file_write_iter=^ext4_file_write_iter\b' \
  'format_window=^format_window\b' 'export_series=^export_series\b' 'sample_value=^sample_value\b' \
  before/run-*.perf.txt* after/run-*.perf.txt*
