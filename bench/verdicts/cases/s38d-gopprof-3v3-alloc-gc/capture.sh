#!/bin/bash
# Builds the Go workload and captures 3 before (reuse) + 3 after (alloc) CPU profiles
# via runtime/pprof (100 Hz default). Runs are interleaved before/after.
set -euo pipefail
HERE=$(cd "$(dirname "$0")" && pwd)
SCRATCH=/tmp/s38d/gopprof
mkdir -p "$SCRATCH" "$HERE/before" "$HERE/after"
go version
(cd "$HERE/workload" && go build -o "$SCRATCH/allocgc" .)
for i in 1 2 3; do
  echo "== before run-$i (mode=reuse)"
  flock /tmp/flamediff-capture.lock "$SCRATCH/allocgc" -mode=reuse -secs=6 -cpuprofile="$HERE/before/run-$i.pprof"
  echo "== after run-$i (mode=alloc)"
  flock /tmp/flamediff-capture.lock "$SCRATCH/allocgc" -mode=alloc -secs=6 -cpuprofile="$HERE/after/run-$i.pprof"
done
ls -l "$HERE/before" "$HERE/after"
python3 "$HERE/measure.py"
