#!/bin/bash
# Control case: same binary, same N and rounds, different seeds. 3 runs per side, interleaved
# (before-1, after-1, before-2, ...). perf record --call-graph dwarf at 999 Hz.
set -euo pipefail
HERE="$(cd "$(dirname "$0")" && pwd)"
SCR=/tmp/s39g/cpp-ctl
mkdir -p "$SCR" "$HERE/before" "$HERE/after"
g++ --version | head -1
g++ -O2 -g -o "$SCR/sorthash" "$HERE/workload/sorthash.cpp"
perf --version
N=1000000; ROUNDS=25
for i in 1 2 3; do
  for side in before after; do
    if [ $side = before ]; then seed=$i; else seed=$((100 + i)); fi
    echo "== $side run-$i seed=$seed"
    flock /tmp/flamediff-capture.lock \
      perf record -F 999 --call-graph dwarf -o "$SCR/perf-$side-$i.data" -- "$SCR/sorthash" $seed $N $ROUNDS
    perf script -i "$SCR/perf-$side-$i.data" > "$HERE/$side/run-$i.perf.txt" 2>/dev/null
    rm -f "$SCR/perf-$side-$i.data"
    ls -l "$HERE/$side/run-$i.perf.txt"
    gzip -f "$HERE/$side/run-$i.perf.txt"
  done
done
ls -l "$HERE/before" "$HERE/after"
