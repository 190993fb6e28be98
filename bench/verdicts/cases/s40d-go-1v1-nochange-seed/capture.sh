#!/bin/bash
# Rerunnable capture for s40d-go-1v1-nochange-seed (control: only the seed differs).
set -euo pipefail
HERE="$(cd "$(dirname "$0")" && pwd)"
SCRATCH=/tmp/s40d/go
LOCK=/tmp/flamediff-capture.lock
mkdir -p "$SCRATCH" "$HERE/before" "$HERE/after"
rm -f "$HERE"/before/* "$HERE"/after/*
echo "== $(date -Is) host=$(hostname) nproc=$(nproc)"
echo "== $(go version)"
(cd "$HERE/workload" && go build -o "$SCRATCH/orders" .)
echo "== before: seed 1"
/usr/bin/time -f "   wall=%es user=%Us sys=%Ss" \
  flock "$LOCK" "$SCRATCH/orders" -seed 1 -cpuprofile "$HERE/before/run-1.pprof"
echo "== after: seed 2"
/usr/bin/time -f "   wall=%es user=%Us sys=%Ss" \
  flock "$LOCK" "$SCRATCH/orders" -seed 2 -cpuprofile "$HERE/after/run-1.pprof"
ls -l "$HERE"/before "$HERE"/after
for f in "$HERE"/before/* "$HERE"/after/*; do
  if [ "$(stat -c %s "$f")" -gt 204800 ]; then gzip -9 -f "$f"; echo "gzipped $f"; fi
done
echo "== done $(date -Is)"
