#!/bin/bash
# Builds both variants and captures 3 runs per side with perf --call-graph dwarf.
set -euo pipefail
HERE=$(cd "$(dirname "$0")" && pwd)
SCR=/tmp/s43b/map-lookup
mkdir -p "$SCR" "$HERE/before" "$HERE/after"
g++ --version | head -1
perf --version
g++ -O2 -g -fno-omit-frame-pointer -o "$SCR/prices_before" "$HERE/workload/prices.cpp"
g++ -O2 -g -fno-omit-frame-pointer -DUSE_TREE_MAP -o "$SCR/prices_after" "$HERE/workload/prices.cpp"
for side in before after; do
  for i in 1 2 3; do
    seed=$((1000 + i))
    echo "== $side run-$i seed=$seed"
    flock /tmp/flamediff-capture.lock \
      perf record -F 999 --call-graph dwarf,16384 -o "$SCR/perf-$side-$i.data" -- "$SCR/prices_$side" $seed 6
    perf script -i "$SCR/perf-$side-$i.data" -F comm,pid,tid,time,event,ip,sym,dso > "$HERE/$side/run-$i.perf.txt" 2>/dev/null
    rm -f "$SCR/perf-$side-$i.data"
    gzip -f "$HERE/$side/run-$i.perf.txt"
    ls -l "$HERE/$side/run-$i.perf.txt.gz"
  done
done
