#!/bin/bash
# Reproduces the capture: builds before/after, 3 runs each (interleaved); each run writes its own
# CPU profile with runtime/pprof (default 100 Hz) around the work loop.
set -euo pipefail
W=$(cd "$(dirname "$0")" && pwd); C=$(dirname "$W")
go version
for d in before after; do (cd "$W/$d" && go build -o invoicer .); done
for n in 1 2 3; do
  for side in before after; do
    echo "== $side run $n"
    flock /tmp/flamediff-capture.lock "$W/$side/invoicer" "$C/$side/run-$n.pb.gz" 2>&1
    go tool pprof -top "$C/$side/run-$n.pb.gz" 2>/dev/null | sed -n 5p
  done
done
