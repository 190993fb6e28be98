#!/bin/bash
# Capture s26c-gopprof-heap-3v3-control: one Go binary, identical code on both sides;
# heap profile (runtime.MemProfileRate = 4096, runtime.GC() then pprof.WriteHeapProfile).
# The input order is shuffled with a different seed per run (before 11 12 13, after 21 22 23).
# 3 runs a side, interleaved b1 a1 b2 a2 b3 a3, each run under the capture lock.
set -euo pipefail
cd "$(dirname "$0")"
BIN=$(mktemp -d /tmp/s26c-catalog.XXXXXX)
trap 'rm -rf "$BIN"' EXIT
go version
(cd workload/catalog && go build -o "$BIN/catalog" .)
rm -f before/run-*.pb.gz after/run-*.pb.gz
for i in 1 2 3; do
  for side in before after; do
    if [ $side = before ]; then seed=$((10 + i)); else seed=$((20 + i)); fi
    echo "== $side run $i seed $seed: $(date +%T)"
    /usr/bin/time -f "wall %e s" flock /tmp/flamediff-capture.lock \
      "$BIN/catalog" -n 200000 -seed $seed -o "$side/run-$i.pb.gz"
  done
done
for t in inuse_space alloc_space inuse_objects alloc_objects; do
  echo "== inclusive $t per function (workload/pprof_share.py --top)"
  python3 workload/pprof_share.py --top $t before/run-*.pb.gz after/run-*.pb.gz
done
echo "== differences of side means (workload/side_diff.py)"
for t in inuse_space alloc_space inuse_objects alloc_objects; do python3 workload/side_diff.py $t; done
