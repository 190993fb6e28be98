#!/bin/bash
# Builds both variants and captures 3 runs per side with samply (1000 Hz, presymbolicated).
set -euo pipefail
HERE=$(cd "$(dirname "$0")" && pwd)
SCR=/tmp/s43b/sort
mkdir -p "$SCR" "$HERE/before" "$HERE/after"
rustc --version; cargo --version; samply --version
CARGO_TARGET_DIR="$SCR/tb" cargo build --release --manifest-path "$HERE/workload/Cargo.toml"
CARGO_TARGET_DIR="$SCR/ta" cargo build --release --features stable_sort --manifest-path "$HERE/workload/Cargo.toml"
declare -A BIN=([before]="$SCR/tb/release/leaderboard" [after]="$SCR/ta/release/leaderboard")
for side in before after; do
  for i in 1 2 3; do
    seed=$((500 + 2 * i + 1))
    echo "== $side run-$i seed=$seed"
    flock /tmp/flamediff-capture.lock \
      samply record --save-only --unstable-presymbolicate -r 1000 -o "$HERE/$side/run-$i.json" -- "${BIN[$side]}" $seed 6
    for f in "$HERE/$side/run-$i.json" "$HERE/$side/run-$i.syms.json"; do
      [ -s "$f" ] || { echo "missing $f"; exit 1; }
    done
    ls -l "$HERE/$side/run-$i.json" "$HERE/$side/run-$i.syms.json"
  done
done
