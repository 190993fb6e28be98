#!/usr/bin/env bash
# Builds both variants of workload/items.c and captures 3 before + 3 after
# perf profiles (cpu-clock, frame-pointer call graphs, user + kernel stacks).
set -euo pipefail
cd "$(dirname "$0")"
B=/tmp/s40l/bin; mkdir -p $B before after
CFLAGS="-O2 -g -fno-omit-frame-pointer -mno-omit-leaf-frame-pointer"
gcc $CFLAGS -o $B/items_before workload/items.c
gcc $CFLAGS -DCHECK_PARENT -o $B/items_after workload/items.c
perf --version; gcc --version | head -1; uname -r
for i in 1 2 3; do
  for side in before after; do
    echo "== $side run $i"
    flock /tmp/flamediff-capture.lock perf record -e cpu-clock -F 999 -g -o /tmp/s40l/perf-fp.data -- $B/items_$side
    perf script -i /tmp/s40l/perf-fp.data > $side/run-$i.perf.txt
    rm -f /tmp/s40l/perf-fp.data
    if [ "$(stat -c %s $side/run-$i.perf.txt)" -gt 204800 ]; then gzip -f $side/run-$i.perf.txt; fi
  done
done
ls -l before after
