#!/bin/bash
# Case s33e-perf-nochange-1v1-c-wordstats-seeds: the same C binary, one run a side, different input seeds.
set -euo pipefail
CASE=$(cd "$(dirname "$0")" && pwd)
BUILD=/tmp/s33e-build-c5
mkdir -p "$BUILD"
gcc --version | head -1
gcc -O2 -g -fno-omit-frame-pointer -o "$BUILD/wordstats" "$CASE/workload/wordstats.c"
run() {  # side seed
  echo "== $1 run-1 seed=$2 $(date +%T)"
  flock /tmp/flamediff-capture.lock \
    perf record -F 999 -g -o "$BUILD/$1.data" -- "$BUILD/wordstats" "$2" 100
  perf script -i "$BUILD/$1.data" > "$CASE/$1/run-1.perf.txt"
  sz=$(stat -c %s "$CASE/$1/run-1.perf.txt")
  if [ "$sz" -gt 2000000 ]; then gzip -9f "$CASE/$1/run-1.perf.txt"; fi
  ls -l "$CASE/$1"/run-1.perf.txt*
}
run before 1001
run after 2002
rm -rf "$BUILD"
