#!/bin/bash
# One Go runtime/pprof CPU profile (100 Hz default) per side. before: rankPasses=10, after: 16 (+60%).
set -euo pipefail
HERE="$(cd "$(dirname "$0")" && pwd)"
SCR=/tmp/s41j/go
mkdir -p "$SCR" "$HERE/before" "$HERE/after"
go version
(cd "$HERE/workload" && go build -o "$SCR/invindex" .)
cap() { # side
  rm -f "$HERE/$1"/run-1.pprof
  flock /tmp/flamediff-capture.lock "$SCR/invindex" -variant "$1" -cpuprofile "$HERE/$1/run-1.pprof"
  ls -l "$HERE/$1"
}
cap before
cap after
