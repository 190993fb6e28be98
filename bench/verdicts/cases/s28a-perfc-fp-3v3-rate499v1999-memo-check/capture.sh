#!/bin/bash
# s28a-perfc-fp-3v3-rate499v1999-memo-check: C, perf with frame pointers,
# before sides sampled at -F 499, after sides at -F 1999; runs interleaved.
set -euo pipefail
cd "$(dirname "$0")"
B=/tmp/s28a-build/c1
mkdir -p $B/before $B/after before after
gcc -O2 -g -fno-omit-frame-pointer -o $B/before/ledger workload/ledger_before.c
gcc -O2 -g -fno-omit-frame-pointer -o $B/after/ledger  workload/ledger_after.c
N=16000000
for i in 1 2 3; do
  for side in before after; do
    if [ $side = before ]; then F=499; else F=1999; fi
    echo "== $side run $i: perf record -F $F -g, $N lines"
    flock /tmp/flamediff-capture.lock \
      perf record -F $F -g -o $B/$side-$i.data -- $B/$side/ledger $N
    perf script -i $B/$side-$i.data > $side/run-$i.perf.txt
    perf report -i $B/$side-$i.data --stats 2>/dev/null | grep -iE 'SAMPLE|LOST' || true
  done
done
for f in before/*.perf.txt after/*.perf.txt; do
  if [ $(stat -c %s $f) -gt 2000000 ]; then gzip -f $f; fi
done
ls -l before after
python3 measure.py '^validate_memo\b' -- before/run-* after/run-*
