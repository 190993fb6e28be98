#!/bin/bash
# Capture s26c-gopprof-1v1-recursive-control: one Go binary, identical code and arguments on both
# sides, CPU profile (runtime/pprof StartCPUProfile, 100 Hz), 1 run a side (b1 a1),
# each run under the capture lock.
set -euo pipefail
cd "$(dirname "$0")"
BIN=$(mktemp -d /tmp/s26c-docwalk.XXXXXX)
trap 'rm -rf "$BIN"' EXIT
go version
(cd workload/docwalk && go build -o "$BIN/docwalk" .)
rm -f before/run-*.pb.gz after/run-*.pb.gz
for i in 1; do
  for side in before after; do
    echo "== $side run $i: $(date +%T)"
    /usr/bin/time -f "wall %e s" flock /tmp/flamediff-capture.lock \
      "$BIN/docwalk" -docs 24000 -o "$side/run-$i.pb.gz"
  done
done
echo "== inclusive share per function (workload/pprof_share.py --top samples)"
python3 workload/pprof_share.py --top samples before/run-1.pb.gz after/run-1.pb.gz
echo "== differences between the sides (workload/side_diff.py)"
python3 workload/side_diff.py samples
