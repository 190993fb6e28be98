#!/bin/bash
# Rerunnable capture for s36c-perf-dwarf-cpp-1v1-unbuffered-log. Order: b1, a1.
set -euo pipefail
cd "$(dirname "$0")"
T=$(mktemp -d /tmp/s36c-ingest.XXXX)
echo "g++: $(g++ --version | head -1)"; echo "perf: $(perf --version)"; uname -r
for side in before after; do
  g++ -O2 -g -o $T/ingest-$side workload/$side/ingest.cpp workload/$side/logger.cpp
done
mkdir -p before after
for i in 1; do
  for side in before after; do
    echo "== $side run $i"
    flock /tmp/flamediff-capture.lock perf record -F 999 --call-graph dwarf -o $T/$side-$i.data -- \
      $T/ingest-$side 200000 3 $T/audit-$side.log
    perf script -i $T/$side-$i.data > $side/run-$i.perf.txt 2> $T/script-$side-$i.err || { cat $T/script-$side-$i.err; exit 1; }
    rm -f $side/run-$i.perf.txt.gz; gzip -9n $side/run-$i.perf.txt
    ls -l $side/run-$i.perf.txt.gz
  done
done
rm -rf "$T"
