#!/usr/bin/env bash
# Control case: samply, Rust release build (debug = 2), 3 runs per side interleaved
# (b1 a1 b2 a2 b3 a3), same binary, same arguments (seed 42, scale 80) on both sides.
set -euo pipefail
HERE=$(cd "$(dirname "$0")" && pwd)
export PATH=$HOME/.cargo/bin:$PATH
export CARGO_TARGET_DIR=/tmp/s49i-samply-threads/target
LOCK=/tmp/flamediff-capture.lock
mkdir -p "$HERE/before" "$HERE/after"
rm -f "$HERE"/before/run-* "$HERE"/after/run-*
samply --version
rustc --version
"$HERE/workload/build.sh"
BIN=$CARGO_TARGET_DIR/release/tripipe
for i in 1 2 3; do
  for side in before after; do
    echo "== $side run-$i: tripipe 42 80"
    flock "$LOCK" samply record --save-only --unstable-presymbolicate --rate 1000 \
      -o "$HERE/$side/run-$i.json" -- "$BIN" 42 80
  done
done
for f in "$HERE"/before/run-*.json "$HERE"/after/run-*.json; do
  case "$f" in *.syms.json) continue;; esac
  if [ "$(stat -c %s "$f")" -gt 204800 ]; then gzip -9 "$f"; fi
done
ls -l "$HERE/before" "$HERE/after"
python3 "$HERE/measure.py"
