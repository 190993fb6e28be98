#!/usr/bin/env bash
# Builds the workload and captures 3 before + 3 after runtime/pprof CPU profiles (interleaved).
set -euo pipefail
HERE="$(cd "$(dirname "$0")" && pwd)"
SCRATCH=/tmp/s38g/gopprof
mkdir -p "$SCRATCH" "$HERE/before" "$HERE/after"
go version
(cd "$HERE/workload" && go build -o "$SCRATCH/recdecode" .)
for i in 1 2 3; do
  for side in before after; do
    echo "== $side run-$i $(date -u +%H:%M:%S)"
    /usr/bin/time -f "wall=%es user=%Us sys=%Ss" \
      flock /tmp/flamediff-capture.lock "$SCRATCH/recdecode" -variant=$side -n 60000 -passes 8 \
        -cpuprofile "$HERE/$side/run-$i.pprof" | head -1
  done
done
ls -l "$HERE/before" "$HERE/after"
