#!/bin/bash
# Builds the Java workload and captures one JFR recording per side (control: only the seed differs).
set -euo pipefail
HERE="$(cd "$(dirname "$0")" && pwd)"
SCR=/tmp/s41l/jfr
BATCHES=200
rm -rf "$SCR"; mkdir -p "$SCR/classes"
java -version 2>&1 | head -1
javac -d "$SCR/classes" "$HERE/workload/src/com/example/ledger/Ledger.java"
rm -f "$HERE"/before/run-* "$HERE"/after/run-*
run() { # side seed
  local side=$1 seed=$2 out="$HERE/$1/run-1.jfr"
  echo "== $side seed=$seed batches=$BATCHES"
  /usr/bin/time -f "wall=%es user=%Us" flock /tmp/flamediff-capture.lock \
    java -XX:StartFlightRecording=filename="$out",settings=profile,dumponexit=true \
         -cp "$SCR/classes" com.example.ledger.Ledger "$seed" "$BATCHES"
  ls -l "$out"
  if [ "$(stat -c %s "$out")" -gt 204800 ]; then gzip -9f "$out"; ls -l "$out.gz"; fi
}
run before 11
run after 29
python3 "$HERE/measure.py"
