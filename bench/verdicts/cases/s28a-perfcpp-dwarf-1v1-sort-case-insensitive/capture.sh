#!/bin/bash
# s28a-perfcpp-dwarf-1v1-sort-case-insensitive: C++ (std::map + std::sort),
# perf record --call-graph dwarf, ONE run a side (before, then after).
set -euo pipefail
cd "$(dirname "$0")"
B=/tmp/s28a-build/c3
mkdir -p $B/before $B/after before after
g++ --version | head -1
g++ -O2 -g -o $B/before/catalog workload/catalog_before.cpp
g++ -O2 -g -o $B/after/catalog  workload/catalog_after.cpp
for side in before after; do
  echo "== $side run 1: perf record -F 499 --call-graph dwarf, 200000 records x 25 rounds"
  /usr/bin/time -f "   wall %e s, user %U s" \
    flock /tmp/flamediff-capture.lock \
    perf record -F 499 --call-graph dwarf -o $B/$side-1.data -- $B/$side/catalog 200000 25
  perf script -i $B/$side-1.data > $side/run-1.perf.txt
done
for f in before/*.perf.txt after/*.perf.txt; do
  if [ $(stat -c %s $f) -gt 2000000 ]; then gzip -f $f; fi
done
ls -l before after
for re in '^sort_report\b' '^ByNameCI\b|^ByPrice\b' '^compare_ci\b' '^tally_names\b' '^make_catalog\b'; do
  echo "-- $re"
  python3 measure.py "$re" -- before/run-* after/run-*
done
