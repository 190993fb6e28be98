#!/usr/bin/env bash
# Capture for s36a-folded-inferno-3v3-extra-pass. Run from this directory.
# Both sides build a binary named "ingest" (same comm) in separate dirs.
# Interleaved order: b1 a1 b2 a2 b3 a3. Each perf run is serialised with flock.
set -euo pipefail
cd "$(dirname "$0")"
TMP=${TMP:-/tmp/s36a-extra-pass}
mkdir -p "$TMP/before" "$TMP/after" before after
gcc --version | head -1
perf --version
gcc -O2 -fno-omit-frame-pointer -o "$TMP/before/ingest" workload/before/ingest.c -lm
gcc -O2 -fno-omit-frame-pointer -o "$TMP/after/ingest" workload/after/ingest.c -lm
ITERS=8000
for i in 1 2 3; do
  for side in before after; do
    echo "== $side run $i"
    flock /tmp/flamediff-capture.lock \
      perf record -F 999 -g -o "$TMP/$side-$i.data" -- "$TMP/$side/ingest" "$ITERS"
    perf script -i "$TMP/$side-$i.data" 2>/dev/null | inferno-collapse-perf > "$side/run-$i.folded"
    echo "$side/run-$i.folded: $(awk '{s+=$NF} END {print s}' "$side/run-$i.folded") samples"
  done
done
