#!/bin/bash
# Rebuilds the Rust workload and captures 3 "before" + 3 "after" samply profiles.
# Control: identical program, identical work (180 rounds), only the RNG seed differs.
set -euo pipefail
HERE="$(cd "$(dirname "$0")" && pwd)"
SCRATCH=${SCRATCH:-/tmp/s40j/case1}
mkdir -p "$SCRATCH"
export CARGO_TARGET_DIR="$SCRATCH/target"
( cd "$HERE/workload" && cargo build --release )
BIN="$CARGO_TARGET_DIR/release/inventory_sim"
rustc --version; samply --version
ROUNDS=180
cap() { # side run seed
  local side=$1 run=$2 seed=$3
  local out="$HERE/$side/run-$run.json"
  echo "== $side run-$run seed=$seed rounds=$ROUNDS"
  flock /tmp/flamediff-capture.lock samply record -s -r 1000 --unstable-presymbolicate \
      -o "$out" "$BIN" "$seed" "$ROUNDS"
  ls -l "$out" "${out%.json}.syms.json"
}
cap before 1 11; cap after 1 21
cap before 2 12; cap after 2 22
cap before 3 13; cap after 3 23
