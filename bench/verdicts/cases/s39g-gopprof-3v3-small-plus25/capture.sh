#!/bin/bash
# Go runtime/pprof (pprof.StartCPUProfile, default 100 Hz), 3 runs per side, interleaved.
set -euo pipefail
HERE="$(cd "$(dirname "$0")" && pwd)"
SCR=/tmp/s39g/go-plus25
mkdir -p "$SCR" "$HERE/before" "$HERE/after"
go version
(cd "$HERE/workload" && go build -o "$SCR/plus25" .)
for i in 1 2 3; do
  for side in before after; do
    echo "== $side run-$i"
    flock /tmp/flamediff-capture.lock \
      "$SCR/plus25" -mode $side -rounds 1200 -n 100000 -seed 7 -cpuprofile "$HERE/$side/run-$i.pprof"
    ls -l "$HERE/$side/run-$i.pprof"
  done
done
ls -l "$HERE/before" "$HERE/after"
