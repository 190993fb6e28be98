#!/bin/bash
# Go runtime/pprof case: after = buildKey uses += in a loop instead of strings.Builder.
set -euo pipefail
cd "$(dirname "$0")"
ITEMS=1000000
SCR=/tmp/s39f/go
mkdir -p "$SCR" before after
rm -f before/run-* after/run-*
go version
(cd workload && go build -o "$SCR/concat" .)
for side in before after; do
  if [ $side = before ]; then mode=builder; else mode=concat; fi
  echo "== $side run-1 mode=$mode items=$ITEMS $(date +%T)"
  flock /tmp/flamediff-capture.lock \
    "$SCR/concat" -items "$ITEMS" -mode "$mode" -cpuprofile "$side/run-1.pprof"
done
ls -l before after
