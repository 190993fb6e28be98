#!/bin/bash
# before: scoreRecords does 5 passes per batch; after: 7 passes (+40%). parseRecords/encodeRecords unchanged. 1800 batches.
set -euo pipefail
D=$(cd "$(dirname "$0")" && pwd)
S=/tmp/s41h/go; mkdir -p "$S" "$D/before" "$D/after"
go version
cd "$D/workload" && go build -o "$S/tally" .
for side in before after; do
  echo "== $side"
  flock /tmp/flamediff-capture.lock "$S/tally" -variant "$side" -iters 1800 -cpuprofile "$D/$side/run-1.pprof"
  ls -l "$D/$side"
done
