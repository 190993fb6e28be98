#!/bin/bash
# Captures 3 "before" + 3 "after" perf profiles (frame-pointer call graphs, -g) of node
# running router.js with --perf-basic-prof (JIT symbol map in /tmp/perf-PID.map).
# Control: identical program and work (400000 requests), only the seed differs.
set -euo pipefail
HERE="$(cd "$(dirname "$0")" && pwd)"
SCRATCH=${SCRATCH:-/tmp/s40j/case5}
mkdir -p "$SCRATCH"
# node writes isolate-*-v8.log files into the working directory: keep them in scratch
cd "$SCRATCH"
node --version; perf --version
N=400000
cap() { # side run seed
  local side=$1 run=$2 seed=$3
  local data="$SCRATCH/perf-$side-$run.data"
  local out="$HERE/$side/run-$run.perf.txt"
  echo "== $side run-$run seed=$seed requests=$N"
  flock /tmp/flamediff-capture.lock perf record -F 999 -g -o "$data" -- \
      node --perf-basic-prof --interpreted-frames-native-stack "$HERE/workload/router.js" "$seed" "$N"
  perf script -i "$data" > "$out"
  # remove this run's JIT map file(s) (/tmp/perf-PID.map) once perf script has used them
  perf script -i "$data" -F pid > "$SCRATCH/pids.txt" 2>/dev/null || true
  for pid in $(sort -u "$SCRATCH/pids.txt"); do rm -f "/tmp/perf-$pid.map"; done
  rm -f "$data"
  echo "node pid(s) $(sort -u "$SCRATCH/pids.txt" | tr '\n' ' '); samples: $(grep -c 'cpu-clock\|cycles' "$out" || true)"
  if [ "$(stat -c %s "$out")" -gt 204800 ]; then gzip -9f "$out"; out="$out.gz"; fi
  ls -l "$out"
}
cap before 1 1001; cap after 1 2001
cap before 2 1002; cap after 2 2002
cap before 3 1003; cap after 3 2003
