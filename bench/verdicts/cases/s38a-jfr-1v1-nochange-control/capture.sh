#!/bin/bash
# Control: identical code and amount of work; before uses --seed 1, after --seed 2.
# One JFR recording per side (execution samples every 10 ms, workload/cpu-only.jfc).
set -euo pipefail
D=$(cd "$(dirname "$0")" && pwd)
B=${BUILD:-/tmp/s38a/c5build}
mkdir -p "$B/classes"
java -version 2>&1 | head -2
javac -d "$B/classes" "$D/workload/src/com/example/ledger/LedgerJob.java"
rm -f "$D"/before/* "$D"/after/*
cd "$B"
for side in before after; do
  seed=1; [ "$side" = after ] && seed=2
  out="$D/$side/run-1.jfr"
  echo "== $side run-1 (seed $seed)"
  flock /tmp/flamediff-capture.lock java -XX:StartFlightRecording=filename="$out",settings="$D/workload/cpu-only.jfc" \
     -cp "$B/classes" com.example.ledger.LedgerJob 450 $seed
  echo "   size=$(stat -c %s "$out")"
  if [ "$(stat -c %s "$out")" -gt 204800 ]; then gzip -f "$out"; echo "   gzipped"; fi
done
python3 "$D/measure.py"
