#!/usr/bin/env bash
# 3 runs a side, interleaved b1 a1 b2 a2 b3 a3. Each binary writes its own CPU profile
# (runtime/pprof, default 100 Hz) to the path given as argv[1]; 40 rounds of 20000 requests.
set -euo pipefail
W=$(cd "$(dirname "$0")" && pwd); C=$(dirname "$W"); O=/tmp/s22c-go-3v3-split3
mkdir -p $O/before $O/after
(cd "$W/before" && go build -o $O/before/gateway .)
(cd "$W/after" && go build -o $O/after/gateway .)
go version > "$W/capture.log"; sha256sum $O/*/gateway >> "$W/capture.log"
for i in 1 2 3; do
  for v in before after; do
    s=$(date +%s.%N)
    $O/$v/gateway "$C/$v/run-$i.pprof" 40 >> "$W/capture.log" 2>&1
    echo "$v run-$i wall=$(echo "$(date +%s.%N) - $s" | bc)s" >> "$W/capture.log"
  done
done
rm -rf $O
