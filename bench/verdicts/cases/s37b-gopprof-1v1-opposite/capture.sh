#!/usr/bin/env bash
# Rerunnable capture for s37b-gopprof-1v1-opposite.
# Builds before/ and after/ variants of the ledger program (both binaries named
# "ledger"), then one run per side (before, then after); each process writes its own
# CPU profile with runtime/pprof (default 100 Hz) to run-1.pprof.
set -euo pipefail
cd "$(dirname "$0")"
CASE=$PWD
BUILD=/tmp/s37b-go-build
BATCHES=600
for side in before after; do
  mkdir -p "$BUILD/$side"
  cp workload/go.mod workload/$side/main.go "$BUILD/$side/"
  (cd "$BUILD/$side" && go build -o ledger .)
done
rm -f before/* after/*
for side in before after; do
  echo "=== $side run 1"
  flock /tmp/flamediff-capture.lock \
    "$BUILD/$side/ledger" -batches $BATCHES -cpuprofile "$CASE/$side/run-1.pprof"
done
ls -l before after
python3 measure.py
