#!/bin/bash
# JFR (settings=profile), Java, 1 run per side: before then after.
set -euo pipefail
HERE="$(cd "$(dirname "$0")" && pwd)"
LOCK=/tmp/flamediff-capture.lock
N=40000; ROUNDS=30
mkdir -p "$HERE/before" "$HERE/after"
echo "== $(date -u +%FT%TZ) $(java -version 2>&1 | head -1)"
"$HERE/workload/build.sh"
for side in before after; do
  out="$HERE/$side/run-1.jfr"; rm -f "$out"
  echo "== capture $side run 1"
  ( time flock "$LOCK" java -Xmx256m -XX:StartFlightRecording=filename="$out",settings=profile \
      -cp "$HERE/workload/$side/classes" LedgerIngest $N $ROUNDS ) 2>&1
  ls -l "$out"
done
echo "== done $(date -u +%FT%TZ)"
