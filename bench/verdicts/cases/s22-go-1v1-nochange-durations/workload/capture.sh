#!/usr/bin/env bash
# Same binary both sides, 1 run a side: before runs for 1.5 s, after for 4 s (-d flag).
# The program writes its own CPU profile with runtime/pprof (100 Hz default).
set -euo pipefail
W=$(cd "$(dirname "$0")" && pwd); C=$(dirname "$W")
bash "$W/build.sh"; go version > "$W/capture.log"; sha256sum /tmp/s22-go/svc >> "$W/capture.log"
s=$(date +%s.%N); /tmp/s22-go/svc -d 1.5s -cpuprofile "$C/before/run-1.pprof" >> "$W/capture.log" 2>&1
echo "before run-1 wall=$(echo "$(date +%s.%N) - $s" | bc)s" >> "$W/capture.log"
s=$(date +%s.%N); /tmp/s22-go/svc -d 4s -cpuprofile "$C/after/run-1.pprof" >> "$W/capture.log" 2>&1
echo "after run-1 wall=$(echo "$(date +%s.%N) - $s" | bc)s" >> "$W/capture.log"
