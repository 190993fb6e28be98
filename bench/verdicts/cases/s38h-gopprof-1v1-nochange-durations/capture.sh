#!/bin/bash
# Builds once and captures s38h-gopprof-1v1-nochange-durations: the SAME binary and
# input for both sides; before = 1300 iterations (~3 s), after = 3450 iterations (~8 s).
set -euo pipefail
HERE="$(cd "$(dirname "$0")" && pwd)"
BIN=/tmp/s38h/go/steadyloop
mkdir -p /tmp/s38h/go "$HERE/before" "$HERE/after"
go version
(cd "$HERE/workload" && go build -o "$BIN" .)
sha256sum "$BIN"
run() { # side iters
  local out="$HERE/$1/run-1.pprof"
  rm -f "$out"
  echo "== $1 iters=$2 $(date +%T)"
  flock /tmp/flamediff-capture.lock "$BIN" -iters "$2" -cpuprofile "$out"
  ls -l "$out"
}
run before 1300
run after 3450
