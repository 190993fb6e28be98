#!/bin/bash
# Builds pricing.cpp twice (before: std::unordered_map price table; after: -DUSE_STD_MAP,
# std::map) and captures 3+3 perf profiles with DWARF call graphs.
set -euo pipefail
HERE="$(cd "$(dirname "$0")" && pwd)"
SCRATCH=${SCRATCH:-/tmp/s40j/case3}
mkdir -p "$SCRATCH"
g++ --version | head -1; perf --version
CXXFLAGS="-O2 -g -fno-omit-frame-pointer"
g++ $CXXFLAGS -o "$SCRATCH/pricing_before" "$HERE/workload/pricing.cpp"
g++ $CXXFLAGS -DUSE_STD_MAP -o "$SCRATCH/pricing_after" "$HERE/workload/pricing.cpp"
ROUNDS=60
cap() { # side run
  local side=$1 run=$2
  local data="$SCRATCH/perf-$side-$run.data"
  local out="$HERE/$side/run-$run.perf.txt"
  echo "== $side run-$run rounds=$ROUNDS"
  flock /tmp/flamediff-capture.lock perf record -F 999 --call-graph dwarf,16384 -o "$data" \
      "$SCRATCH/pricing_$side" "$ROUNDS"
  perf script -i "$data" > "$out"
  rm -f "$data"
  echo "samples: $(grep -c 'cycles' "$out" || true)"
  if [ "$(stat -c %s "$out")" -gt 204800 ]; then gzip -9f "$out"; out="$out.gz"; fi
  ls -l "$out"
}
cap before 1; cap after 1
cap before 2; cap after 2
cap before 3; cap after 3
