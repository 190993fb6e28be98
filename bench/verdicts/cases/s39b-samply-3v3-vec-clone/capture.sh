#!/bin/bash
# Rerunnable capture for s39b-samply-3v3-vec-clone (samply, Rust release + debuginfo).
set -euo pipefail
HERE="$(cd "$(dirname "$0")" && pwd)"
SCR=/tmp/s39b/samply
mkdir -p "$SCR" "$HERE/before" "$HERE/after"
rm -f "$HERE"/before/* "$HERE"/after/*
rustc --version; samply --version
(cd "$HERE/workload" && CARGO_TARGET_DIR="$SCR/target" cargo build --release)
BIN="$SCR/target/release/vecclone"
ROUNDS=400000
for side in before after; do
  for r in 1 2 3; do
    echo "== $side run-$r: vecclone $side $ROUNDS"
    flock /tmp/flamediff-capture.lock samply record --save-only --unstable-presymbolicate \
      -r 1000 -o "$HERE/$side/run-$r.json" -- "$BIN" $side $ROUNDS
    ls -l "$HERE/$side/run-$r.json" "$HERE/$side/run-$r.syms.json"
  done
done
