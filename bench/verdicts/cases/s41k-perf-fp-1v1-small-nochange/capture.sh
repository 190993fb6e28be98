#!/bin/bash
# Control: same binary, same rounds, only the PRNG seed differs (before seed 1234567, after seed 98765431).
set -euo pipefail
cd "$(dirname "$0")"
HERE=$PWD
SCR=/tmp/s41k/perf-fp
mkdir -p "$SCR" before after
clang-14 --version | head -1; perf --version
clang-14 -O2 -g -fno-omit-frame-pointer -mno-omit-leaf-frame-pointer -fno-inline -o "$SCR/mixer" workload/mixer.c
run() { # side seed
  local side=$1 seed=$2
  echo "== $side seed $seed"
  /usr/bin/time -f "$side wall %e s" flock /tmp/flamediff-capture.lock \
    perf record -g -F 999 -o "$SCR/$side.perf.data" -- "$SCR/mixer" 2500 "$seed"
  perf script -i "$SCR/$side.perf.data" > "$side/run-1.perf.txt"
  rm -f "$SCR/$side.perf.data"
  sz=$(stat -c %s "$side/run-1.perf.txt")
  if [ "$sz" -gt 204800 ]; then gzip -f "$side/run-1.perf.txt"; fi
  ls -l "$side"
}
run before 1234567
run after 98765431
