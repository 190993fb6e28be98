#!/bin/bash
# Case s33c-perfc-fp-3v3-dispatch-retry: C, gcc -O2 frame pointers, perf record -g (fp), 999 Hz,
# 5 s per run, interleaved before-1, after-1, before-2, ...
set -euo pipefail
cd "$(dirname "$0")"
gcc --version | head -1
make -C workload clean all
tmp=$(mktemp -d)
for i in 1 2 3; do
  for side in before after; do
    echo "== $side run-$i $(date +%T) load: $(cut -d' ' -f1-3 /proc/loadavg)"
    flock /tmp/flamediff-capture.lock \
      perf record -F 999 -g -o "$tmp/$side-$i.data" -- "workload/broker-$side" 5
    perf script -i "$tmp/$side-$i.data" > "$side/run-$i.perf.txt" 2>/dev/null
    if [ "$(stat -c %s "$side/run-$i.perf.txt")" -gt 2000000 ]; then gzip -9f "$side/run-$i.perf.txt"; fi
    ls -l "$side"/run-$i.perf.txt*
  done
done
rm -rf "$tmp"
