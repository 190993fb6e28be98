#!/bin/bash
# Control: same binary, same rounds, other seeds. All three "before" runs first, then all three "after".
set -euo pipefail
C="$(cd "$(dirname "$0")" && pwd)"
S=/tmp/s41g/cpp-control; mkdir -p "$S"
g++ --version | head -1
g++ -O2 -g -fno-omit-frame-pointer -o "$S/blocks" "$C/workload/blocks.cpp"
rm -f "$C"/before/run-* "$C"/after/run-*
capture() { # side run seed
  local side=$1 run=$2 seed=$3
  echo "== $side run-$run seed=$seed $(date +%T)"
  flock /tmp/flamediff-capture.lock perf record -F 999 -g -o "$S/perf.data" -- "$S/blocks" "$seed" 200
  perf script -i "$S/perf.data" > "$C/$side/run-$run.perf.txt"
  rm -f "$S/perf.data"
  if [ "$(stat -c %s "$C/$side/run-$run.perf.txt")" -gt 204800 ]; then gzip -f "$C/$side/run-$run.perf.txt"; fi
}
capture before 1 11
capture before 2 12
capture before 3 13
capture after 1 21
capture after 2 22
capture after 3 23
python3 "$C/measure.py"
