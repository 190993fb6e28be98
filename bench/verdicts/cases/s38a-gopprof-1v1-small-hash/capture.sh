#!/bin/bash
# Build both variants (same package, -tags after selects bucket_after.go), same binary name,
# then one runtime/pprof CPU profile per side (~20 s each, fixed amount of work).
set -euo pipefail
D=$(cd "$(dirname "$0")" && pwd)
B=${BUILD:-/tmp/s38a/c3build}
mkdir -p "$B/before" "$B/after"
go version
(cd "$D/workload" && go build -o "$B/before/kvagg" . && go build -tags after -o "$B/after/kvagg" .)
rm -f "$D"/before/* "$D"/after/*
for side in before after; do
  echo "== $side run-1"
  cd "$B/$side"
  /usr/bin/time -f "   wall=%es user=%Us sys=%Ss" flock /tmp/flamediff-capture.lock ./kvagg -rounds 400 -seed 1 -cpuprofile "$D/$side/run-1.pprof"
  echo "   size=$(stat -c %s "$D/$side/run-1.pprof")"
done
python3 "$D/measure.py"
