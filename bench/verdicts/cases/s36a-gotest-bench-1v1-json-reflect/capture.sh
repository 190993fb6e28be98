#!/usr/bin/env bash
# Capture for s36a-gotest-bench-1v1-json-reflect. Run from this directory.
# Order: b1 a1. Each side's module is copied to a temp dir so the ingest.test
# binary that -cpuprofile leaves behind stays out of the case. Runs under flock.
set -euo pipefail
cd "$(dirname "$0")"
CASE=$PWD
TMP=${TMP:-/tmp/s36a-gobench}
rm -rf "$TMP"; mkdir -p "$TMP" before after
go version
for side in before after; do
  echo "== $side run 1"
  cp -r "workload/$side" "$TMP/$side"
  (cd "$TMP/$side" && flock /tmp/flamediff-capture.lock \
     go test -run '^$' -bench . -benchtime 3s -cpuprofile "$CASE/$side/run-1.pprof")
done
ls -l before after
