#!/bin/bash
# Case s30e-perf-3v3-stat-per-record: perf -g (frame pointers), 3 runs before / 3 after, interleaved.
set -euo pipefail
cd "$(dirname "$0")"
B=/tmp/s30e-stat-build; mkdir -p $B
CFLAGS="-O2 -g -fno-omit-frame-pointer -mno-omit-leaf-frame-pointer"
gcc $CFLAGS -o $B/ingest_before workload/ingest.c
gcc $CFLAGS -DCHECK_ATTACHMENT -o $B/ingest_after workload/ingest.c
gcc --version | head -1; perf --version; uname -r
./workload/setup_attachments.sh          # /tmp/s30e-attach tree the "after" build stat()s
N=700000
for i in 1 2 3; do
  for side in before after; do
    echo "== $side run-$i"
    /usr/bin/time -f "wall=%es user=%Us sys=%Ss" \
      flock /tmp/flamediff-capture.lock perf record -F 999 -g -o $B/$side-$i.data $B/ingest_$side $N
    perf script -i $B/$side-$i.data > $side/run-$i.perf.txt 2>/dev/null
    sz=$(stat -c %s $side/run-$i.perf.txt)
    if [ "$sz" -gt 2000000 ]; then gzip -9 -f $side/run-$i.perf.txt; fi
  done
done
ls -l before after
