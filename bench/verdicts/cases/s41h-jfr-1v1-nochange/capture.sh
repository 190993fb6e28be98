#!/bin/bash
# Control: same program, same iteration count (120 x 200k entries); only the seed differs (before 101, after 202).
set -euo pipefail
D=$(cd "$(dirname "$0")" && pwd)
S=/tmp/s41h/jfr; rm -rf "$S"; mkdir -p "$S/classes" "$D/before" "$D/after"
java -version 2>&1
javac -d "$S/classes" "$D/workload/src/com/example/ledger/LedgerJob.java"
run() { # side seed
  echo "== $1 seed $2"
  flock /tmp/flamediff-capture.lock java -XX:StartFlightRecording=filename="$S/$1.jfr",settings="$D/workload/profile-5ms.jfc",dumponexit=true \
    -cp "$S/classes" com.example.ledger.LedgerJob "$2" 120
  cp "$S/$1.jfr" "$D/$1/run-1.jfr"
  if [ $(stat -c %s "$D/$1/run-1.jfr") -gt 204800 ]; then gzip -f "$D/$1/run-1.jfr"; fi
  ls -l "$D/$1"
}
run before 101
run after 202
