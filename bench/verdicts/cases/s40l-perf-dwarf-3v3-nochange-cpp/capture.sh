#!/usr/bin/env bash
# Control: builds workload/tiles.cpp once and captures 3 runs per side with
# perf --call-graph dwarf. Before uses seeds 11,12,13; after uses seeds 101,102,103.
# Same binary, same N and ROUNDS: only the pseudo-random values differ.
set -euo pipefail
cd "$(dirname "$0")"
B=/tmp/s40l/bin; mkdir -p $B before after
g++ -O2 -g -o $B/tiles workload/tiles.cpp
perf --version; g++ --version | head -1; uname -r
run() { # side idx seed
  echo "== $1 run $2 (seed $3)"
  flock /tmp/flamediff-capture.lock perf record -e cpu-clock -F 999 --call-graph dwarf,16384 -o /tmp/s40l/perf-dwarf.data -- $B/tiles $3
  perf script -i /tmp/s40l/perf-dwarf.data > $1/run-$2.perf.txt
  rm -f /tmp/s40l/perf-dwarf.data
  if [ "$(stat -c %s $1/run-$2.perf.txt)" -gt 204800 ]; then gzip -f $1/run-$2.perf.txt; fi
}
run before 1 11;  run after 1 101
run before 2 12;  run after 2 102
run before 3 13;  run after 3 103
ls -l before after
