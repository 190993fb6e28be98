#!/bin/bash
# Control: 3 "before" + 3 "after" perf profiles (perf record -F 999 -g, frame pointers) of
# node 20 running workload/invoice_batch.cjs with --perf-basic-prof (JIT names written to
# /tmp/perf-PID.map; perf script is run while that file exists, then it is removed).
# Same program, same seed and invoice count on both sides; runs interleaved b1,a1,b2,a2,b3,a3.
set -euo pipefail
HERE="$(cd "$(dirname "$0")" && pwd)"
SCRATCH=${SCRATCH:-/tmp/s49e/nodeperf}
mkdir -p "$SCRATCH" "$HERE/before" "$HERE/after"
cd "$SCRATCH"   # node/perf scratch files stay out of the case directory
node --version; perf --version
SEED=42; N=800000
cap() { # side run
  local side=$1 run=$2
  local data="$SCRATCH/perf-$side-$run.data"
  local out="$HERE/$side/run-$run.perf.txt"
  echo "== $side run-$run seed=$SEED invoices=$N  (load: $(cut -d' ' -f1-3 /proc/loadavg))"
  flock /tmp/flamediff-capture.lock perf record -F 999 -g -o "$data" -- \
      node --perf-basic-prof "$HERE/workload/invoice_batch.cjs" "$SEED" "$N"
  perf script -i "$data" -F comm,pid,tid,time,event,ip,sym,dso > "$out"
  for pid in $(perf script -i "$data" -F pid 2>/dev/null | sort -u); do rm -f "/tmp/perf-$pid.map"; done
  rm -f "$data"
  echo "samples: $(grep -c 'cpu-clock' "$out" || true)"
  if [ "$(stat -c %s "$out")" -gt 204800 ]; then gzip -9f "$out"; out="$out.gz"; fi
  ls -l "$out"
}
for run in 1 2 3; do cap before $run; cap after $run; done
