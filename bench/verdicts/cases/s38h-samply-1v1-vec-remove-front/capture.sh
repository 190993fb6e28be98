#!/bin/bash
# Builds and captures s38h-samply-1v1-vec-remove-front: one samply recording per side.
set -euo pipefail
HERE="$(cd "$(dirname "$0")" && pwd)"
export CARGO_TARGET_DIR=/tmp/s38h/rust-target
samply --version; rustc --version
(cd "$HERE/workload" && cargo build --release)
BIN=$CARGO_TARGET_DIR/release/workqueue
mkdir -p "$HERE/before" "$HERE/after"
run() { # side mode
  local side=$1 mode=$2
  rm -f "$HERE/$side"/run-1.json*
  echo "== $side ($mode) $(date +%T)"
  # -o *.json.gz: samply gzips the profile itself and writes the sidecar run-1.json.syms.json
  flock /tmp/flamediff-capture.lock \
    samply record --save-only --unstable-presymbolicate --rate 1000 \
      -o "$HERE/$side/run-1.json.gz" "$BIN" "$mode" 400 4000
  ls -l "$HERE/$side"
}
run before deque
run after vec
