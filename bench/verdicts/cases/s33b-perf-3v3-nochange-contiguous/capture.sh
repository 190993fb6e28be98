#!/bin/bash
# s33b-perf-3v3-nochange-contiguous: NO-CHANGE control. Same binary, same input for all 6 runs.
# NOT interleaved: the three "before" runs are recorded back to back, then the three "after" runs.
set -euo pipefail
cd "$(dirname "$0")"
TMP=$(mktemp -d)
gcc -O2 -g -fno-omit-frame-pointer -mno-omit-leaf-frame-pointer -o "$TMP/wordfreq" workload/wordfreq.c
gcc --version | head -1; perf --version; sha256sum "$TMP/wordfreq" | cut -c1-16
for v in before after; do
  for i in 1 2 3; do
    echo "== $v run $i ($(date +%T)) =="
    flock /tmp/flamediff-capture.lock perf record -F 999 -g -o "$TMP/$v-$i.data" "$TMP/wordfreq" 2>&1
    perf script -i "$TMP/$v-$i.data" > "$v/run-$i.perf.txt" 2>/dev/null
    if [ "$(stat -c %s "$v/run-$i.perf.txt")" -gt 2000000 ]; then gzip -9 -f "$v/run-$i.perf.txt"; fi
    ls -l "$v"/run-$i.perf.txt*
  done
done
rm -rf "$TMP"
