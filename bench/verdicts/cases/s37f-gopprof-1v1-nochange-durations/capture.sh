#!/usr/bin/env bash
# Rerunnable capture for s37f-gopprof-1v1-nochange-durations.
# One binary, no code change: the before run loops for 2 s, the after run for 5 s.
# CPU profile via runtime/pprof (StartCPUProfile, default 100 Hz).
set -euo pipefail
cd "$(dirname "$0")"
BUILD=${BUILD:-/tmp/s37f-ledger-build}
mkdir -p "$BUILD"
go version
(cd workload && go build -o "$BUILD/ledger" .)
rm -f before/* after/*
echo "== before run 1 (-d 2s)"
flock /tmp/flamediff-capture.lock "$BUILD/ledger" -d 2s -cpuprofile before/run-1.pprof
echo "== after run 1 (-d 5s)"
flock /tmp/flamediff-capture.lock "$BUILD/ledger" -d 5s -cpuprofile after/run-1.pprof
for f in before/run-1.pprof after/run-1.pprof; do
  go tool pprof -top "$f" 2>/dev/null | sed -n '1,6p'
done
ls -l before after
