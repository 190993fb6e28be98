#!/bin/bash
# Builds workload/ (Rust, release + debuginfo) and records 3 before + 3 after samply profiles.
set -euo pipefail
HERE="$(cd "$(dirname "$0")" && pwd)"
S=/tmp/s40c/samply
ROUNDS=4
export CARGO_TARGET_DIR=/tmp/s40c/samply-target
echo "rustc: $(rustc --version)"
echo "samply: $(samply --version)"
(cd "$HERE/workload" && cargo build --release --offline)
BIN="$CARGO_TARGET_DIR/release/recnorm"
mkdir -p "$S" "$HERE/before" "$HERE/after"
for i in 1 2 3; do
  for side in before after; do
    rm -rf "$S/out" && mkdir -p "$S/out"
    echo "== $side run $i"
    flock /tmp/flamediff-capture.lock \
      samply record --save-only --unstable-presymbolicate --rate 1000 \
        -o "$S/out/run-$i.json" -- "$BIN" "$side" $ROUNDS
    ls -la "$S/out"
    cp "$S/out/"* "$HERE/$side/"
  done
done
for f in "$HERE"/before/*.json "$HERE"/after/*.json; do
  case "$f" in *.syms.json) continue;; esac
  sz=$(stat -c %s "$f"); echo "$f $sz bytes"
  if [ "$sz" -gt 204800 ]; then gzip -f "$f"; fi
done
