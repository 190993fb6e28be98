#!/usr/bin/env bash
# 2 runs before, 3 after; order b1 a1 b2 a2 a3. Each binary writes its own CPU profile
# (runtime/pprof, default 100 Hz) to the path given as argv[1]; 50 rounds.
set -euo pipefail
W=$(cd "$(dirname "$0")" && pwd); C=$(dirname "$W"); O=/tmp/s22b-go-2v3-pool
mkdir -p $O/before $O/after
(cd "$W/before" && go build -o $O/before/orders main.go)
(cd "$W/after" && go build -o $O/after/orders main.go)
go version > "$W/capture.log"; sha256sum $O/*/orders >> "$W/capture.log"
for spec in before:1 after:1 before:2 after:2 after:3; do
  v=${spec%:*}; i=${spec#*:}
  s=$(date +%s.%N)
  $O/$v/orders "$C/$v/run-$i.pprof" 50 >> "$W/capture.log" 2>&1
  echo "$v run-$i wall=$(echo "$(date +%s.%N) - $s" | bc)s" >> "$W/capture.log"
done
