#!/bin/bash
# Builds salesagg once and captures 3 before (strconv) and 3 after (sprintf) CPU profiles,
# interleaved, each run under the shared capture lock. Go runtime/pprof, default 100 Hz.
set -euo pipefail
C="$(cd "$(dirname "$0")" && pwd)"
BIN=/tmp/s43c/salesagg
mkdir -p /tmp/s43c "$C/before" "$C/after"
go version
(cd "$C/workload" && go build -o "$BIN" .)
for i in 1 2 3; do
  for side in before after; do
    if [ $side = before ]; then m=strconv; else m=sprintf; fi
    echo "== $side run-$i mode=$m seed=$i $(date -u +%T)"
    /usr/bin/time -f "wall=%es user=%Us sys=%Ss" \
      flock /tmp/flamediff-capture.lock "$BIN" -mode=$m -seed=$i -rounds=12 -cpuprofile "$C/$side/run-$i.pprof"
    ls -l "$C/$side/run-$i.pprof"
  done
done
