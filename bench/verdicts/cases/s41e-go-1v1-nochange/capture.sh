#!/bin/bash
# Control: same binary, same rounds/n; before uses -seed 1001, after uses -seed 2002.
set -euo pipefail
D="$(cd "$(dirname "$0")" && pwd)"
S=/tmp/s41e/go; mkdir -p "$S"
echo "$(go version)  date: $(date -u +%FT%TZ)"
(cd "$D/workload" && go build -o "$S/inventory" .)
declare -A SEED=([before]=1001 [after]=2002)
for side in before after; do
  rm -f "$D/$side"/run-*
  echo "== $side run 1 (seed ${SEED[$side]})"
  /usr/bin/time -f "wall %es user %Us sys %Ss" flock /tmp/flamediff-capture.lock \
    "$S/inventory" -seed ${SEED[$side]} -rounds 120 -n 40000 -cpuprofile "$D/$side/run-1.pprof"
done
ls -l "$D"/before "$D"/after
