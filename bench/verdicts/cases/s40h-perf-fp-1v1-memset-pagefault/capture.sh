#!/usr/bin/env bash
# Builds both variants of workload/frames.c and captures one perf profile per side.
# Every profiled run holds /tmp/flamediff-capture.lock.
set -euo pipefail
HERE="$(cd "$(dirname "$0")" && pwd)"
BUILD="${BUILD:-/tmp/s40h/perf-build}"
FRAMES=1000
ROUNDS=1000000
mkdir -p "$BUILD" "$HERE/before" "$HERE/after"
clang-14 --version | head -1
perf --version
uname -r
for v in 0 1; do
  clang-14 -O2 -g -fno-omit-frame-pointer -mno-omit-leaf-frame-pointer -DFRESH_BUFFER=$v -o "$BUILD/frames$v" "$HERE/workload/frames.c"
done
run_side() {  # side variant
  local side=$1 v=$2
  local data="$BUILD/$side.perf.data"
  echo "== $side: frames$v $FRAMES $ROUNDS"
  flock /tmp/flamediff-capture.lock \
    /usr/bin/time -f "$side wall=%es user=%Us sys=%Ss maxrss=%MKB minflt=%R" \
    perf record -g -F 999 -o "$data" -- "$BUILD/frames$v" $FRAMES $ROUNDS
  perf script -i "$data" > "$HERE/$side/run-1.perf.txt"
  rm -f "$data"
  if [ "$(stat -c %s "$HERE/$side/run-1.perf.txt")" -gt 204800 ]; then gzip -f -9 "$HERE/$side/run-1.perf.txt"; fi
  ls -l "$HERE/$side/"
}
run_side before 0
run_side after 1
