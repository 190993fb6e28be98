#!/bin/bash
# Control: one Go binary, built once, runtime/pprof CPU profile, 3 runs per side; only the seed differs.
set -euo pipefail
CASE=$(cd "$(dirname "$0")" && pwd)
BIN=/tmp/s38c/wordstats
mkdir -p /tmp/s38c "$CASE/before" "$CASE/after"
go version
(cd "$CASE/workload" && go build -o "$BIN" .)
sha256sum "$BIN"
BEFORE_SEEDS=(11 12 13)
AFTER_SEEDS=(21 22 23)
for i in 1 2 3; do
  for side in before after; do
    if [ $side = before ]; then seed=${BEFORE_SEEDS[$((i-1))]}; else seed=${AFTER_SEEDS[$((i-1))]}; fi
    echo "== $side run $i seed $seed"
    flock /tmp/flamediff-capture.lock "$BIN" -seed "$seed" -rounds 40 -cpuprofile "$CASE/$side/run-$i.pprof"
  done
done
ls -l "$CASE/before" "$CASE/after"
