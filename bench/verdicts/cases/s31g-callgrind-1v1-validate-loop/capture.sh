#!/bin/bash
# Case s31g-callgrind-1v1-validate-loop: valgrind callgrind, one run per side (before then after).
set -e
cd "$(dirname "$0")"
valgrind --version
for side in before after; do
  gcc -O3 -g -fno-omit-frame-pointer -o workload/prog_$side workload/prog_$side.c -lm
done
for side in before after; do
  echo "== $side run-1 $(date -u +%T)"
  flock /tmp/flamediff-capture.lock valgrind --tool=callgrind --callgrind-out-file=$side/callgrind.out.1 ./workload/prog_$side
done
ls -la before after
