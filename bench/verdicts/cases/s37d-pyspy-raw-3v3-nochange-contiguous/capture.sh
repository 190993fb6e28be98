#!/usr/bin/env bash
# Control: the same program recorded six times in a row (not interleaved), each
# a separate python3 process.  Capture order 1-3 -> before/run-1..3,
# capture order 4-6 -> after/run-1..3.
set -euo pipefail
CASE="$(cd "$(dirname "$0")" && pwd)"
W=/tmp/s37d-py4
mkdir -p "$W"
rm -f "$CASE"/before/* "$CASE"/after/*
python3 --version; py-spy --version
for k in 1 2 3 4 5 6; do
  if [ $k -le 3 ]; then side=before; i=$k; else side=after; i=$((k-3)); fi
  echo "== capture $k -> $side/run-$i ($(date +%T))"
  ( cd "$CASE/workload" && flock /tmp/flamediff-capture.lock \
      py-spy record -r 100 --format raw -o "$W/capture-$k.raw.txt" -- python3 searchjob.py 12000 2000 )
  cp "$W/capture-$k.raw.txt" "$CASE/$side/run-$i.raw.txt"
  size=$(stat -c %s "$CASE/$side/run-$i.raw.txt")
  if [ "$size" -gt 200000 ]; then gzip -9n "$CASE/$side/run-$i.raw.txt"; fi
done
ls -l "$CASE"/before "$CASE"/after
