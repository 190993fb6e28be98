#!/bin/bash
# Case s32e-perf-1v1-hash-load-factor: one run a side, perf fp call graphs at 999 Hz.
set -euo pipefail
cd "$(dirname "$0")"
B=$(mktemp -d /tmp/s32e-hash.XXXX)
CF="-O2 -fno-omit-frame-pointer"
gcc $CF -DMAX_LOAD=0.5  -o $B/symtab workload/symtab.c && mv $B/symtab $B/symtab_before
gcc $CF -DMAX_LOAD=0.95 -o $B/symtab workload/symtab.c && mv $B/symtab $B/symtab_after
# same binary basename for both sides so the root frame matches
mkdir -p $B/before $B/after; mv $B/symtab_before $B/before/symtab; mv $B/symtab_after $B/after/symtab
for side in before after; do
  echo "== $side run-1"
  flock /tmp/flamediff-capture.lock perf record -F 999 -g -o $B/$side.data $B/$side/symtab 8000000
  perf script -i $B/$side.data > $side/run-1.perf.txt
  ls -l $side/run-1.perf.txt
done
rm -rf $B
