#!/bin/bash
# Rebuild and capture before/after perf profiles (frame pointers + kernel stacks).
set -euo pipefail
HERE=$(cd "$(dirname "$0")" && pwd)
W=/tmp/s38b/mmap; mkdir -p $W
clang-14 -O2 -g -fno-omit-frame-pointer -mno-omit-leaf-frame-pointer -fno-optimize-sibling-calls -o $W/server "$HERE/workload/server.c"
rm -f "$HERE"/before/* "$HERE"/after/*
cap() { # side run args...
  local side=$1 run=$2; shift 2
  echo "== $side run-$run: ./server $*"
  flock /tmp/flamediff-capture.lock perf record -g -F 1000 -o $W/perf.data -- $W/server "$@"
  perf script -i $W/perf.data > "$HERE/$side/run-$run.perf.txt"
  rm -f $W/perf.data
  if [ $(stat -c %s "$HERE/$side/run-$run.perf.txt") -gt 204800 ]; then gzip -9f "$HERE/$side/run-$run.perf.txt"; fi
}
cap before 1 15000
cap after 1 15000 --mmap-per-request
ls -l "$HERE"/before "$HERE"/after
python3 "$HERE/measure.py"
