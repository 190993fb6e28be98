#!/usr/bin/env bash
# Rerunnable capture for s41a-go-1v1-mutex-counter.
# before: plain `counter++` in main.tally; after (-tags locked): mu.Lock(); counter++; mu.Unlock().
set -euo pipefail
HERE="$(cd "$(dirname "$0")" && pwd)"
LOCK=/tmp/flamediff-capture.lock
SCRATCH=/tmp/s41a/go
ROUNDS=10000
export GOTOOLCHAIN=local
mkdir -p "$SCRATCH" "$HERE/before" "$HERE/after"
rm -f "$HERE"/before/run-* "$HERE"/after/run-*
echo "date: $(date -u +%FT%TZ)"
echo "go: $(go version)"
cd "$HERE/workload"
go build -o "$SCRATCH/tally-before" .
go build -tags locked -o "$SCRATCH/tally-after" .
for side in before after; do
  echo "== $side run 1 (rounds $ROUNDS)"
  /usr/bin/time -f "cpu user %U s, sys %S s" \
    flock "$LOCK" "$SCRATCH/tally-$side" -rounds "$ROUNDS" -cpuprofile "$HERE/$side/run-1.pprof" 2>&1
  echo "bytes: $(wc -c < "$HERE/$side/run-1.pprof")"
done
cd "$HERE"
python3 "$HERE/measure.py"
