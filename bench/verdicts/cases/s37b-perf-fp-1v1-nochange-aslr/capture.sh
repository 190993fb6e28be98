#!/usr/bin/env bash
# Rerunnable capture for s37b-perf-fp-1v1-nochange-aslr (control: nothing changed).
# One binary, built once. Two input files of identical size (12,400,000 bytes,
# 400,000 fixed-width lines) drawn from the same distribution with different seeds.
# before = run on input-a, after = run on input-b; separate processes, so different
# PIDs and (ASLR on, randomize_va_space=2) different load addresses.
set -euo pipefail
cd "$(dirname "$0")"
CASE=$PWD
BUILD=/tmp/s37b-c-build
PASSES=250
mkdir -p "$BUILD"
gcc -O2 -g -fno-omit-frame-pointer -o "$BUILD/evlog" workload/evlog.c
python3 workload/gen_input.py 101 400000 "$BUILD/input-a.log"
python3 workload/gen_input.py 202 400000 "$BUILD/input-b.log"
ls -l "$BUILD"
sha256sum "$BUILD/evlog"
echo "randomize_va_space=$(cat /proc/sys/kernel/randomize_va_space)"
rm -f before/* after/*
cd "$BUILD"
for pair in before:input-a.log after:input-b.log; do
  side=${pair%%:*}; input=${pair#*:}
  echo "=== $side run 1 on $input"
  flock /tmp/flamediff-capture.lock \
    perf record -F 999 -g -o perf-$side.data ./evlog "$input" $PASSES
  perf script -i perf-$side.data > "$CASE/$side/run-1.perf.txt" 2>/dev/null
  grep -m1 -o 'evlog \+[0-9]\+' "$CASE/$side/run-1.perf.txt" | sed 's/^/first sample comm+pid: /'
  grep -m1 -E '\bmain\+' "$CASE/$side/run-1.perf.txt" | sed 's/^/first main frame address: /'
  gzip -9nf "$CASE/$side/run-1.perf.txt"
done
cd "$CASE"
ls -l before after
python3 measure.py
