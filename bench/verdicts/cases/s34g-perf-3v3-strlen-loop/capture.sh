#!/bin/bash
# Captures s34g-perf-3v3-strlen-loop: C, perf record -g (frame pointers), 999 Hz, 3 runs a side,
# interleaved (before 1, after 1, ...). Every profiled run under the shared flock.
set -euo pipefail
CASE=$(cd "$(dirname "$0")" && pwd)
BUILD=/tmp/s34g/c3/build
LOCK=/tmp/flamediff-capture.lock
N=2500000
CFLAGS="-O2 -g -fno-omit-frame-pointer -mno-omit-leaf-frame-pointer"
mkdir -p "$BUILD" "$CASE/before" "$CASE/after"
echo "== $(date -Is) $(uname -r) nproc=$(nproc)"
echo "== $(gcc --version | head -1); $(perf --version); $(ldd --version | head -1)"
echo "== kernel.perf_event_paranoid=$(cat /proc/sys/kernel/perf_event_paranoid)"
echo "== gcc $CFLAGS -o ingest-before workload/ingest.c; gcc $CFLAGS -DAFTER -o ingest-after workload/ingest.c"
gcc $CFLAGS -o "$BUILD/ingest-before" "$CASE/workload/ingest.c"
gcc $CFLAGS -DAFTER -o "$BUILD/ingest-after" "$CASE/workload/ingest.c"
rm -f "$CASE"/before/run-*.perf.txt* "$CASE"/after/run-*.perf.txt*
for i in 1 2 3; do
  for side in before after; do
    echo "== $side run $i: perf record -g -F 999 -o $BUILD/$side-$i.data -- $BUILD/ingest-$side $N"
    flock "$LOCK" /usr/bin/time -f "   time: %e s wall, %U s user, %S s sys" \
      perf record -g -F 999 -o "$BUILD/$side-$i.data" -- "$BUILD/ingest-$side" $N 2>&1
    perf script -i "$BUILD/$side-$i.data" > "$CASE/$side/run-$i.perf.txt" 2>/dev/null
    echo "   event: $(perf evlist -i "$BUILD/$side-$i.data" 2>/dev/null); $(grep -c 'cpu-clock' "$CASE/$side/run-$i.perf.txt") samples; $(du -h "$CASE/$side/run-$i.perf.txt" | cut -f1)"
  done
done
# gzip any profile over 2 MB
find "$CASE/before" "$CASE/after" -name '*.perf.txt' -size +2M -exec gzip -9 {} \;
echo "== done $(date -Is)"
