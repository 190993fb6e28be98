#!/bin/bash
# C, gcc -O2 with frame pointers; perf record -F 999 -g (fp call graphs, cpu-clock in this VM),
# perf script text. 3 runs a side, interleaved, each under the shared lock. Both binaries
# are called "wordfreq" (in before/ and after/) so the comm is the same on both sides.
set -euo pipefail
CASE=$(cd "$(dirname "$0")" && pwd)
WORK=/tmp/s34c/perf-fp-weak-hash
CFLAGS="-O2 -g -fno-omit-frame-pointer -mno-omit-leaf-frame-pointer"
exec > >(tee "$CASE/capture.log") 2>&1
rm -rf "$WORK" && mkdir -p "$WORK/before" "$WORK/after"
cd "$WORK"
echo "# $(date -u +%FT%TZ) $(uname -r) nproc=$(nproc)"
gcc --version | head -1; perf --version
gcc $CFLAGS -o before/wordfreq "$CASE/workload/wordfreq.c"
gcc $CFLAGS -DCHEAP_HASH -o after/wordfreq "$CASE/workload/wordfreq.c"
rm -f "$CASE"/before/run-* "$CASE"/after/run-*
for i in 1 2 3; do
  for side in before after; do
    echo "## $side run-$i"
    flock /tmp/flamediff-capture.lock /usr/bin/time -f "wall=%es user=%Us sys=%Ss maxrss=%MKB" \
      perf record -F 999 -g -o "$side-$i.data" -- ./$side/wordfreq 4000 2000000 6
    perf script -i "$side-$i.data" > "$CASE/$side/run-$i.perf.txt" 2>/dev/null
    if [ "$(stat -c %s "$CASE/$side/run-$i.perf.txt")" -gt 2000000 ]; then gzip -9 -f "$CASE/$side/run-$i.perf.txt"; fi
  done
done
ls -l "$CASE"/before "$CASE"/after
