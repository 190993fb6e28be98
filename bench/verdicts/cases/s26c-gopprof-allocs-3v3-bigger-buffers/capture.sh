#!/bin/bash
# Capture s26c-gopprof-allocs-3v3-bigger-buffers: Go allocation profile
# (runtime.MemProfileRate = 4096, pprof.Lookup("allocs") written at exit),
# 3 runs a side, interleaved b1 a1 b2 a2 b3 a3, each run under the capture lock.
set -euo pipefail
cd "$(dirname "$0")"
BIN=$(mktemp -d /tmp/s26c-ingest.XXXXXX)
trap 'rm -rf "$BIN"' EXIT
go version
for side in before after; do (cd workload/$side && go build -o "$BIN/ingest-$side" .); done
rm -f before/run-*.pb.gz after/run-*.pb.gz
for i in 1 2 3; do
  for side in before after; do
    echo "== $side run $i: $(date +%T)"
    /usr/bin/time -f "wall %e s" flock /tmp/flamediff-capture.lock \
      "$BIN/ingest-$side" -batches 60 -n 4000 -o "$side/run-$i.pb.gz"
  done
done
echo "== culprit share per sample type (workload/pprof_share.py)"
python3 workload/pprof_share.py '^main\.encodeRecords\b' before/run-*.pb.gz after/run-*.pb.gz
echo "== inclusive alloc_space per function"
python3 workload/pprof_share.py --top alloc_space before/run-*.pb.gz after/run-*.pb.gz
