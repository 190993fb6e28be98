#!/bin/bash
# perf record -g (frame pointers, kernel stacks), C, 3 runs per side, interleaved before/after.
set -euo pipefail
HERE="$(cd "$(dirname "$0")" && pwd)"
LOCK=/tmp/flamediff-capture.lock
TMP=${TMP:-/tmp/s44a/perf-stat}
ROUNDS=35; N=100000; ROOT=/tmp/s44a-asset-cache/srv/www/site/v3/objects
mkdir -p "$TMP" "$HERE/before" "$HERE/after"
echo "== $(date -u +%FT%TZ) $(perf --version) $(gcc --version | head -1) $(uname -r) load: $(cut -d' ' -f1-3 /proc/loadavg)"
"$HERE/workload/build.sh"
"$HERE/workload/setup_cache.sh" "$ROOT"
for i in 1 2 3; do
  for side in before after; do
    out="$HERE/$side/run-$i.perf.txt"
    rm -f "$out" "$out.gz" "$TMP/perf.data"
    echo "== capture $side run $i (load $(cut -d' ' -f1-3 /proc/loadavg))"
    ( time flock "$LOCK" perf record -F 999 -g -o "$TMP/perf.data" -- \
        "$HERE/workload/indexer_$side" $ROUNDS $N "$ROOT" ) 2>&1
    perf script -i "$TMP/perf.data" -F comm,pid,tid,time,event,ip,sym,dso > "$out" 2>/dev/null
    rm -f "$TMP/perf.data"
    sz=$(stat -c %s "$out"); echo "perf script size $sz bytes"
    if [ "$sz" -gt 204800 ]; then gzip -9 "$out"; echo "gzipped"; fi
  done
done
echo "== done $(date -u +%FT%TZ)"
echo "== measure"
cd "$HERE" && python3 measure.py 'resolve_entry=^resolve_entry$' 'stat_syscall=^__do_sys_newfstatat$|^vfs_fstatat$|^vfs_statx$' 'path_walk=^filename_lookup$|^path_lookupat$|^link_path_walk' 'entry_SYSCALL_64=^entry_SYSCALL_64' 'kernel_any=^(entry_SYSCALL_64|do_syscall_64|asm_exc_page_fault|exc_page_fault|asm_sysvec)' 'build_manifest=^build_manifest$' 'fingerprint=^fingerprint$' 'content_type=^content_type$' 'index_insert=^index_insert$' 'storage_path=^storage_path$'
