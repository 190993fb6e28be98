#!/bin/bash
# samply case: same Rust binary both sides; `--after` makes rwork::smooth_signal run 39 passes
# instead of 30 (+30% work in that function only). 3 runs per side, interleaved.
set -euo pipefail
HERE=$(cd "$(dirname "$0")" && pwd)
S=/tmp/s39h/c2; mkdir -p "$S"
LOCK=/tmp/flamediff-capture.lock
ROUNDS=200
rustc --version; cargo --version; samply --version
(cd "$HERE/workload" && CARGO_TARGET_DIR="$S/target" cargo build --release)
BIN="$S/target/release/rwork"
rm -f "$HERE"/before/run-* "$HERE"/after/run-*
for i in 1 2 3; do
  for side in before after; do
    FLAG=""; [ $side = after ] && FLAG="--after"
    echo "== $side run-$i"
    flock "$LOCK" samply record --save-only --unstable-presymbolicate -r 1000 \
        -o "$HERE/$side/run-$i.json" -- "$BIN" --rounds=$ROUNDS $FLAG
  done
done
ls -l "$HERE"/before "$HERE"/after
python3 "$HERE/measure.py"
