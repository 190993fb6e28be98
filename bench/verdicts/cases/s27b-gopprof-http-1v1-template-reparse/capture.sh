#!/bin/bash
# Builds the server (before/after) and the load generator, then captures ONE CPU profile a
# side (before first, then after), each fetched with curl from /debug/pprof/profile?seconds=6
# while the load generator runs; the capture lock is held for server+load+fetch.
set -euo pipefail
cd "$(dirname "$0")"
CASE=$PWD
export PATH=$PATH:/usr/local/go/bin
cd workload
go version
go build -o bin/server-before ./before
go build -o bin/server-after ./after
go build -o bin/loadgen ./loadgen
mkdir -p "$CASE/before" "$CASE/after"
rm -f "$CASE"/before/run-*.pb.gz "$CASE"/after/run-*.pb.gz
for side in before after; do
  echo "== $side run-1"
  flock /tmp/flamediff-capture.lock ./one-run.sh $side "$CASE/$side/run-1.pb.gz"
done
rm -rf bin server.log
python3 pprof_share.py '^main\.handleReport\b,^text/template\.\(\*Template\)\.Parse\b,^text/template\.\(\*Template\)\.execute\b,^main\.handleSearch\b,^main\.handleChecksum\b,^main\.handleItems\b' \
  "$CASE/before/run-1.pb.gz" "$CASE/after/run-1.pb.gz"
