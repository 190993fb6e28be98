#!/usr/bin/env bash
# Builds workload/ (release + debuginfo) and captures 3 samply profiles per side, interleaved
# (before-1, after-1, ...). after = --regrow. Each profiled run holds the capture lock.
set -euo pipefail
HERE="$(cd "$(dirname "$0")" && pwd)"
export CARGO_TARGET_DIR="${CARGO_TARGET_DIR:-/tmp/s40h/cargo-target}"
TICKS=40000
mkdir -p "$HERE/before" "$HERE/after"
rustc --version; cargo --version; samply --version
(cd "$HERE/workload" && cargo build --release)
BIN="$CARGO_TARGET_DIR/release/sensor-windows"
for i in 1 2 3; do
  for side in before after; do
    extra=""
    [ "$side" = after ] && extra="--regrow"
    out="$HERE/$side/run-$i.json"
    echo "== $side run-$i"
    flock /tmp/flamediff-capture.lock \
      /usr/bin/time -f "$side run-$i wall=%es user=%Us sys=%Ss" \
      samply record --save-only --unstable-presymbolicate -o "$out" -- "$BIN" --ticks $TICKS $extra
    # samply writes the sidecar as run-N.syms.json; when the profile is gzipped, rename it the
    # way samply itself names it for a .json.gz output (run-N.json.syms.json).
    if [ "$(stat -c %s "$out")" -gt 204800 ]; then
      gzip -f -9 "$out"
      mv "$HERE/$side/run-$i.syms.json" "$HERE/$side/run-$i.json.syms.json"
    fi
  done
done
ls -l "$HERE/before" "$HERE/after"
