#!/bin/bash
# 3 before / 3 after perf captures (frame-pointer call graphs, user+kernel), interleaved.
set -euo pipefail
CASE=$(cd "$(dirname "$0")" && pwd)
BUILD=/tmp/s33g-fsync-build
rm -rf "$BUILD"; mkdir -p "$BUILD"
gcc -O2 -g -fno-omit-frame-pointer -o "$BUILD/writer-before" "$CASE/workload/writer.c"
gcc -O2 -g -fno-omit-frame-pointer -DSYNC_EACH_BATCH -o "$BUILD/writer-after" "$CASE/workload/writer.c"
gcc --version | head -1; perf --version; uname -r
BATCHES=1600   # 32 KiB per batch -> ~52 MB written per run (ext4 on /dev/vda)
for i in 1 2 3; do
  for side in before after; do
    echo "== $side run $i"
    data="$BUILD/$side-$i.data"
    flock /tmp/flamediff-capture.lock \
      /usr/bin/time -f "wall=%es user=%Us sys=%Ss" \
      perf record -F 999 -g -o "$data" "$BUILD/writer-$side" "$BUILD/out.csv" $BATCHES
    rm -f "$BUILD/out.csv"
    perf script -i "$data" > "$CASE/$side/run-$i.perf.txt" 2>/dev/null
    size=$(stat -c %s "$CASE/$side/run-$i.perf.txt")
    if [ "$size" -gt 2000000 ]; then gzip -f -9 "$CASE/$side/run-$i.perf.txt"; fi
    ls -l "$CASE/$side/"run-$i.perf.txt*
  done
done
