#!/bin/bash
# s33b-perf-3v3-shared-mutex: perf record -g (frame pointers), 3 before / 3 after, interleaved.
set -euo pipefail
cd "$(dirname "$0")"
CFLAGS="-O2 -g -fno-omit-frame-pointer -mno-omit-leaf-frame-pointer -pthread"
TMP=$(mktemp -d)
for v in before after; do gcc $CFLAGS -o "$TMP/$v" "workload/$v.c"; done
gcc --version | head -1; perf --version; uname -r
for i in 1 2 3; do
  for v in before after; do
    echo "== $v run $i =="
    /usr/bin/time -f "$v run $i: %e s wall, %U s user, %S s sys" \
      flock /tmp/flamediff-capture.lock perf record -F 999 -g -o "$TMP/$v-$i.data" "$TMP/$v" 2>&1
    perf script -i "$TMP/$v-$i.data" > "$v/run-$i.perf.txt" 2>/dev/null
    sz=$(stat -c %s "$v/run-$i.perf.txt")
    if [ "$sz" -gt 2000000 ]; then gzip -9 -f "$v/run-$i.perf.txt"; fi
    ls -l "$v"/run-$i.perf.txt*
  done
done
rm -rf "$TMP"
