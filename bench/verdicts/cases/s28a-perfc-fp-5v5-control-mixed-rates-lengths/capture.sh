#!/bin/bash
# s28a-perfc-fp-5v5-control-mixed-rates-lengths: the SAME binary on both sides,
# 5 runs a side, interleaved; each run has its own length (1-4 s) and -F (499..1999).
set -euo pipefail
cd "$(dirname "$0")"
B=/tmp/s28a-build/c4
mkdir -p $B before after
gcc -O2 -g -fno-omit-frame-pointer -o $B/ledger workload/ledger.c
# run i: "before F N" / "after F N"  (N = lines; ~5.5 M lines per CPU second)
BEFORE=("499 8000000"  "997 16000000" "1999 6000000" "1499 22000000" "733 12000000")
AFTER=("1999 20000000" "499 6000000"  "1249 10000000" "997 14000000" "599 18000000")
for i in 1 2 3 4 5; do
  for side in before after; do
    if [ $side = before ]; then set -- ${BEFORE[$((i-1))]}; else set -- ${AFTER[$((i-1))]}; fi
    F=$1; N=$2
    echo "== $side run $i: perf record -F $F -g, $N lines"
    /usr/bin/time -f "   wall %e s, user %U s" \
      flock /tmp/flamediff-capture.lock \
      perf record -F $F -g -o $B/$side-$i.data -- $B/ledger $N
    perf script -i $B/$side-$i.data > $side/run-$i.perf.txt
  done
done
for f in before/*.perf.txt after/*.perf.txt; do
  if [ $(stat -c %s $f) -gt 2000000 ]; then gzip -f $f; fi
done
ls -l before after
for fn in validate_memo parse_line make_line put_uint post hash_acct; do
  echo "-- ^$fn\\b"
  python3 measure.py "^$fn\\b" -- before/run-* after/run-*
done
