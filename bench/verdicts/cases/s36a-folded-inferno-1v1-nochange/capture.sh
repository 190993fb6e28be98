#!/usr/bin/env bash
# Capture for s36a-folded-inferno-1v1-nochange (control). Run from this directory.
# Identical source on both sides; only the seed of the synthesised input differs
# (before: seed 1, after: seed 2). Order: b1 a1. perf runs serialised with flock.
set -euo pipefail
cd "$(dirname "$0")"
TMP=${TMP:-/tmp/s36a-nochange}
mkdir -p "$TMP/before" "$TMP/after" before after
gcc --version | head -1
perf --version
cmp workload/before/imgpipe.c workload/after/imgpipe.c && echo "sources identical"
gcc -O2 -fno-omit-frame-pointer -o "$TMP/before/imgpipe" workload/before/imgpipe.c
gcc -O2 -fno-omit-frame-pointer -o "$TMP/after/imgpipe"  workload/after/imgpipe.c
FRAMES=600
declare -A SEED=([before]=1 [after]=2)
for side in before after; do
  echo "== $side run 1 (seed ${SEED[$side]})"
  flock /tmp/flamediff-capture.lock \
    perf record -F 999 -g -o "$TMP/$side-1.data" -- "$TMP/$side/imgpipe" "${SEED[$side]}" "$FRAMES"
  perf script -i "$TMP/$side-1.data" 2>/dev/null | inferno-collapse-perf > "$side/run-1.folded"
  echo "$side/run-1.folded: $(wc -l < "$side/run-1.folded") stacks"
done
