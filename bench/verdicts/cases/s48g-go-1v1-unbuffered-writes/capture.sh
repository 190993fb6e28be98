#!/bin/bash
# Go runtime/pprof CPU profile (100 Hz), telemetry CSV exporter, 1 run per side (before, then after).
# before: records go through a 64 KiB bufio.Writer; after (-tags unbuffered): one os.File.Write per record.
set -euo pipefail
HERE="$(cd "$(dirname "$0")" && pwd)"
LOCK=/tmp/flamediff-capture.lock
TMP=${TMP:-/tmp/s48g-go-unbuffered}
BATCHES=2500
mkdir -p "$TMP" "$HERE/before" "$HERE/after"
echo "== $(date -u +%FT%TZ) $(go version) load: $(cut -d' ' -f1-3 /proc/loadavg)"
"$HERE/workload/build.sh"
for side in before after; do
  out="$HERE/$side/run-1.pb.gz"
  rm -f "$out" "$TMP/telemetry.csv"
  echo "== capture $side run 1"
  ( time flock "$LOCK" "$HERE/workload/telemetry_$side" -batches $BATCHES -out "$TMP/telemetry.csv" -cpuprofile "$out" ) 2>&1
  echo "output sha256 $(sha256sum "$TMP/telemetry.csv" | cut -c1-16) size $(stat -c %s "$TMP/telemetry.csv")"
  echo "profile size $(stat -c %s "$out") bytes"
  rm -f "$TMP/telemetry.csv"
done
echo "== done $(date -u +%FT%TZ) load: $(cut -d' ' -f1-3 /proc/loadavg)"
