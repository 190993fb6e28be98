#!/bin/bash
# Rerunnable capture for s36f-perf-fp-3v3-nochange-two-builds (control).
# The same source is compiled twice, to two different output paths, and each side runs its own binary.
set -euo pipefail
CASE=$(cd "$(dirname "$0")" && pwd)
W=/tmp/s36f-c3-build
rm -rf "$W"; mkdir -p "$W/build-a" "$W/build-b"
gcc --version | head -1
cmp "$CASE/workload/before/matmix.c" "$CASE/workload/after/matmix.c" && echo "sources identical"
gcc -O2 -g -fno-omit-frame-pointer -o "$W/build-a/matmix" "$CASE/workload/before/matmix.c"
gcc -O2 -g -fno-omit-frame-pointer -o "$W/build-b/matmix" "$CASE/workload/after/matmix.c"
cmp "$W/build-a/matmix" "$W/build-b/matmix" && echo "binaries byte-identical" || echo "binaries differ"
rm -f "$CASE"/before/run-* "$CASE"/after/run-*
for i in 1 2 3; do
  for s in before after; do   # order: b1, a1, b2, a2, b3, a3
    [ $s = before ] && B="$W/build-a/matmix" || B="$W/build-b/matmix"
    echo "== $s run $i ($B)"
    flock /tmp/flamediff-capture.lock perf record -F 999 -g -o "$W/$s-$i.data" "$B" 2000
    perf script -i "$W/$s-$i.data" -F comm,pid,tid,time,event,ip,sym,dso 2>/dev/null > "$CASE/$s/run-$i.perf.txt"
    if [ $(stat -c %s "$CASE/$s/run-$i.perf.txt") -gt 200000 ]; then gzip -9nf "$CASE/$s/run-$i.perf.txt"; fi
  done
done
ls -l "$CASE"/before "$CASE"/after
for r in '\bmatmul\b' '\bprefix_sums\b' '\binsertion_sort\b'; do python3 "$CASE/measure.py" "$r"; done
