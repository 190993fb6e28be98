#!/bin/bash
# perf (frame pointers, kernel stacks) C case: after = lookup_item() stat(2)s a file per item.
set -euo pipefail
cd "$(dirname "$0")"
N=2000000
SCR=/tmp/s39f/perf
mkdir -p "$SCR/files" before after
rm -f before/run-* after/run-*
# 16 small files the "after" variant stats (sizes 1..1501 bytes)
for b in $(seq -w 0 15); do head -c $((100*10#$b+1)) /dev/zero > "$SCR/files/bucket-$b.dat"; done
gcc --version | head -1; perf --version; uname -r
gcc -O2 -g -fno-omit-frame-pointer -mno-omit-leaf-frame-pointer -o "$SCR/items" workload/items.c
for side in before after; do
  if [ $side = before ]; then check=0; else check=1; fi
  echo "== $side run-1 check_files=$check n=$N $(date +%T)"
  flock /tmp/flamediff-capture.lock \
    perf record -e cpu-clock -F 999 -g -o "$SCR/$side.perf.data" "$SCR/items" "$N" "$check" "$SCR/files"
  perf script -i "$SCR/$side.perf.data" > "$side/run-1.perf.txt"
  rm -f "$SCR/$side.perf.data"
  gzip -9 -f "$side/run-1.perf.txt"
done
ls -l before after
