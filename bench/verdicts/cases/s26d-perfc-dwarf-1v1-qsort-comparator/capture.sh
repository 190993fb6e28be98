#!/bin/bash
# Capture s26d-perfc-dwarf-1v1-qsort-comparator: C (gcc -O2 -g), libc qsort with a comparator,
# perf record --call-graph dwarf -F 499, one run a side (before then after), each under the
# capture lock. Both variants run from the same path ($T/sorter) so comm and DSO names match.
set -euo pipefail
cd "$(dirname "$0")"
T=$(mktemp -d /tmp/s26d-qsort.XXXXXX)
trap 'rm -rf "$T"' EXIT
gcc --version | sed -n 1p
perf --version
ldd --version | sed -n 1p
gcc -O2 -g -Wall workload/sorter.c -o "$T/sorter-before"
gcc -O2 -g -Wall -DAFTER workload/sorter.c -o "$T/sorter-after"
rm -f before/run-* after/run-*
for i in 1; do
  for side in before after; do
    echo "== $side run $i: $(date +%T)"
    cp "$T/sorter-$side" "$T/sorter"
    flock /tmp/flamediff-capture.lock /usr/bin/time -f "wall %e s" \
      perf record -q --call-graph dwarf -F 499 -o "$T/perf.data" "$T/sorter" 200000 30
    perf script -i "$T/perf.data" > "$side/run-$i.perf.txt" 2>/dev/null
    if [ "$(stat -c %s "$side/run-$i.perf.txt")" -gt 2000000 ]; then gzip -9 "$side/run-$i.perf.txt"; fi
  done
done
ls -la before after
echo "== culprit share (workload/perf_share.py --top 16 '^compare_records\\b')"
python3 workload/perf_share.py --top 16 '^compare_records\b' before/run-1.perf.txt* after/run-1.perf.txt*
