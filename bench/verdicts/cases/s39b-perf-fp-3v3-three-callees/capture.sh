#!/bin/bash
# Rerunnable capture for s39b-perf-fp-3v3-three-callees (perf, frame-pointer call graphs).
set -euo pipefail
HERE="$(cd "$(dirname "$0")" && pwd)"
SCR=/tmp/s39b/fp3
mkdir -p "$SCR" "$HERE/before" "$HERE/after"
rm -f "$HERE"/before/* "$HERE"/after/*
gcc --version | head -1
gcc -O2 -g -fno-omit-frame-pointer -mno-omit-leaf-frame-pointer -o "$SCR/prog" "$HERE/workload/prog.c"
ITEMS=300000
for side in before after; do
  if [ $side = before ]; then CALLS=1; else CALLS=2; fi
  for r in 1 2 3; do
    echo "== $side run-$r: prog $CALLS $ITEMS"
    flock /tmp/flamediff-capture.lock perf record -F 1999 -g -o "$SCR/perf.data" -- "$SCR/prog" $CALLS $ITEMS
    perf script -i "$SCR/perf.data" > "$HERE/$side/run-$r.perf.txt"
    rm -f "$SCR/perf.data"
    if [ $(stat -c %s "$HERE/$side/run-$r.perf.txt") -gt 204800 ]; then gzip -9 "$HERE/$side/run-$r.perf.txt"; fi
  done
done
ls -l "$HERE/before" "$HERE/after"
