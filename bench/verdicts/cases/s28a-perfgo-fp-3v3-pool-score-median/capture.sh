#!/bin/bash
# s28a-perfgo-fp-3v3-pool-score-median: Go worker pool (2 goroutines), plain
# `go build`, profiled with perf record -g (Go keeps frame pointers); 3v3 interleaved.
set -euo pipefail
cd "$(dirname "$0")"
B=/tmp/s28a-build/c2
mkdir -p $B/before $B/after before after
go version
(cd workload/before && go build -o $B/before/pool .)
(cd workload/after  && go build -o $B/after/pool .)
N=3000000
for i in 1 2 3; do
  for side in before after; do
    echo "== $side run $i: perf record -F 999 -g, $N records"
    /usr/bin/time -f "   wall %e s, user %U s" \
      flock /tmp/flamediff-capture.lock \
      perf record -F 999 -g -o $B/$side-$i.data -- $B/$side/pool $N
    perf script -i $B/$side-$i.data > $side/run-$i.perf.txt
  done
done
for f in before/*.perf.txt after/*.perf.txt; do
  if [ $(stat -c %s $f) -gt 2000000 ]; then gzip -f $f; fi
done
ls -l before after
for re in '^main\.score\b' '^main\.worker\b' '^main\.parseRecord\b' '^main\.genLine\b' '^runtime\.gcBgMarkWorker\b'; do
  echo "-- $re"
  python3 measure.py "$re" -- before/run-* after/run-*
done
