#!/usr/bin/env bash
# Control case: samply, Rust release build, 1 run per side, identical work, other seed.
set -euo pipefail
HERE=$(cd "$(dirname "$0")" && pwd)
export CARGO_TARGET_DIR=/tmp/s39e/s39e-samply-1v1-nochange/target
LOCK=/tmp/flamediff-capture.lock
mkdir -p "$HERE/before" "$HERE/after"
rm -f "$HERE"/before/run-* "$HERE"/after/run-*
samply --version
rustc --version
(cd "$HERE/workload" && cargo build --release)
BIN=$CARGO_TARGET_DIR/release/work
ITERS=25000
for side in before after; do
  if [ "$side" = before ]; then SEED=1; else SEED=2; fi
  echo "== $side run-1: work $ITERS $SEED"
  flock "$LOCK" samply record --save-only --unstable-presymbolicate --rate 1000 \
    -o "$HERE/$side/run-1.json" -- "$BIN" "$ITERS" "$SEED"
done
for f in "$HERE"/before/run-1.json "$HERE"/after/run-1.json; do
  if [ "$(stat -c %s "$f")" -gt 204800 ]; then gzip -9 "$f"; fi
done
ls -l "$HERE/before" "$HERE/after"
python3 "$HERE/measure.py"
