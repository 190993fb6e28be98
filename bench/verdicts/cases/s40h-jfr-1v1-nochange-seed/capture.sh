#!/usr/bin/env bash
# Control case: the same TileBatch work, before with seed 1, after with seed 2.
# One JFR recording per side (settings=profile: jdk.ExecutionSample every 10 ms).
set -euo pipefail
HERE="$(cd "$(dirname "$0")" && pwd)"
BUILD="${BUILD:-/tmp/s40h/jfr-build}"
ROUNDS=400
rm -rf "$BUILD/classes"; mkdir -p "$BUILD" "$HERE/before" "$HERE/after"
java -version 2>&1
javac -d "$BUILD/classes" "$HERE/workload/src/org/s40h/tiles/TileBatch.java"
run_side() {  # side seed
  local side=$1 seed=$2
  local out="$HERE/$side/run-1.jfr"
  echo "== $side seed=$seed rounds=$ROUNDS"
  flock /tmp/flamediff-capture.lock \
    /usr/bin/time -f "$side wall=%es user=%Us sys=%Ss" \
    java -XX:StartFlightRecording=filename="$out",settings=profile,dumponexit=true \
      -cp "$BUILD/classes" org.s40h.tiles.TileBatch "$seed" "$ROUNDS"
  if [ "$(stat -c %s "$out")" -gt 204800 ]; then gzip -f -9 "$out"; fi
  ls -l "$HERE/$side"
}
run_side before 1
run_side after 2
