#!/usr/bin/env bash
# Builds the Go indexer and captures 3 CPU profiles per side (runtime/pprof,
# default 100 Hz), interleaved b1 a1 b2 a2 b3 a3. Each run is a separate process.
set -euo pipefail
cd "$(dirname "$0")"
BIN=/tmp/s37a-indexer
( cd workload && go build -o "$BIN" . )
go version
rm -f before/* after/*
for i in 1 2 3; do
  for side in before after; do
    echo "== $side run-$i: $BIN -variant $side -batches 500 -seed $i -cpuprofile $side/run-$i.pprof"
    flock /tmp/flamediff-capture.lock \
      /usr/bin/time -f "   wall inside lock: %e s (user %U s, sys %S s)" \
      "$BIN" -variant "$side" -batches 500 -seed "$i" -cpuprofile "$side/run-$i.pprof"
  done
done
ls -l before after
./measure.sh
