#!/bin/bash
# s28a-perfc-fp-3v3-checksum-outlined-small: C, perf -g (frame pointers), 3v3 interleaved.
# The after build stops inlining checksum16 (noinline + extra work).
set -euo pipefail
cd "$(dirname "$0")"
B=/tmp/s28a-build/c5
mkdir -p $B/before $B/after before after
gcc -O2 -g -fno-omit-frame-pointer -o $B/before/pkt workload/pkt_before.c
gcc -O2 -g -fno-omit-frame-pointer -o $B/after/pkt  workload/pkt_after.c
echo "checksum16 symbol in before binary: $(nm $B/before/pkt | grep -c checksum16 || true)"
echo "checksum16 symbol in after binary:  $(nm $B/after/pkt | grep -c checksum16 || true)"
N=8000000
for i in 1 2 3; do
  for side in before after; do
    echo "== $side run $i: perf record -F 1999 -g, $N packets"
    /usr/bin/time -f "   wall %e s, user %U s" \
      flock /tmp/flamediff-capture.lock \
      perf record -F 1999 -g -o $B/$side-$i.data -- $B/$side/pkt $N
    perf script -i $B/$side-$i.data > $side/run-$i.perf.txt
  done
done
for f in before/*.perf.txt after/*.perf.txt; do
  if [ $(stat -c %s $f) -gt 2000000 ]; then gzip -f $f; fi
done
ls -l before after
for re in '^checksum16\b' '^process_packet\b' '^process_packet\b|^checksum16\b' '^make_packet\b'; do
  echo "-- $re"
  python3 measure.py "$re" -- before/run-* after/run-*
done
