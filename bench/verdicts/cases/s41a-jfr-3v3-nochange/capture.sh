#!/usr/bin/env bash
# Rerunnable capture for s41a-jfr-3v3-nochange (control).
# Same class, same ROUNDS, JFR settings=profile (jdk.ExecutionSample every 10 ms).
# before seeds 101,102,103; after seeds 201,202,203. Runs alternate before/after.
set -euo pipefail
HERE="$(cd "$(dirname "$0")" && pwd)"
LOCK=/tmp/flamediff-capture.lock
SCRATCH=/tmp/s41a/jfr
ROUNDS=3500
mkdir -p "$SCRATCH/classes" "$HERE/before" "$HERE/after"
rm -f "$HERE"/before/run-* "$HERE"/after/run-*
echo "date: $(date -u +%FT%TZ)"
echo "java: $(java -version 2>&1 | tr '\n' ' ')"
javac -d "$SCRATCH/classes" "$HERE/workload/src/bench/Crunch.java"
for i in 1 2 3; do
  for side in before after; do
    if [ "$side" = before ]; then SEED=$((100 + i)); else SEED=$((200 + i)); fi
    out="$HERE/$side/run-$i.jfr"
    echo "== $side run $i (seed $SEED, rounds $ROUNDS)"
    /usr/bin/time -f "cpu user %U s, sys %S s" \
      flock "$LOCK" java -XX:StartFlightRecording=filename="$out",settings=profile \
      -cp "$SCRATCH/classes" bench.Crunch "$SEED" "$ROUNDS" 2>&1
    echo "bytes: $(wc -c < "$out")"
    if [ "$(wc -c < "$out")" -gt 200000 ]; then gzip -f "$out"; fi
  done
done
python3 "$HERE/measure.py"
