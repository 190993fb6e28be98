#!/bin/bash
# Builds the ingester (before/after) and runs it 3 times a side, interleaved
# (b1 a1 b2 a2 b3 a3), each run holding the capture lock; each run writes its mutex
# profile (pprof.Lookup("mutex").WriteTo(f, 0), SetMutexProfileFraction(1)) at the end.
set -euo pipefail
cd "$(dirname "$0")"
CASE=$PWD
export PATH=$PATH:/usr/local/go/bin
cd workload
go version
go build -o bin/ingest-before ./before
go build -o bin/ingest-after ./after
mkdir -p "$CASE/before" "$CASE/after"
rm -f "$CASE"/before/run-*.pb.gz "$CASE"/after/run-*.pb.gz
for i in 1 2 3; do
  for side in before after; do
    echo "== $side run-$i"
    flock /tmp/flamediff-capture.lock ./bin/ingest-$side -out "$CASE/$side/run-$i.pb.gz"
  done
done
rm -rf bin
python3 pprof_share.py '^main\.\(\*AuditLog\)\.Record\b,^main\.\(\*SessionTable\)\.Touch\b,^main\.\(\*Metrics\)\.Observe\b,^main\.\(\*Metrics\)\.Snapshot\b,^runtime\.' \
  "$CASE"/before/run-*.pb.gz "$CASE"/after/run-*.pb.gz
for side in before after; do
  echo "== go tool pprof -traces $side/run-1.pb.gz (first 40 lines)"
  go tool pprof -traces "$CASE/$side/run-1.pb.gz" 2>&1 | head -40
done
