#!/bin/bash
# Control: 1 run per side of the same Node program, different PRNG seed only.
# perf record -g (frame pointers) at 999 Hz; JS frames resolved via --perf-basic-prof (/tmp/perf-PID.map).
set -euo pipefail
C=$(cd "$(dirname "$0")" && pwd)
T=/tmp/s41d/case3; mkdir -p "$T" "$C/before" "$C/after"
node --version; perf --version
ROUNDS=1500
cd "$T"   # node writes isolate-*-v8.log files into the cwd; keep them out of the case dir
run() { # side seed
  echo "== $1 seed=$2 $(date +%T)"
  flock /tmp/flamediff-capture.lock \
    perf record -F 999 -g -o "$T/perf.data" -- \
    node --perf-basic-prof --interpreted-frames-native-stack "$C/workload/inventory.js" "$2" "$ROUNDS"
  perf script -i "$T/perf.data" > "$C/$1/run-1.perf.txt"
  rm -f "$T/perf.data"
  echo "   samples: $(grep -c 'cpu-clock' "$C/$1/run-1.perf.txt")  size: $(stat -c %s "$C/$1/run-1.perf.txt")"
  gzip -f "$C/$1/run-1.perf.txt"
}
run before 11
run after 29
