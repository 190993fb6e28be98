#!/usr/bin/env bash
# Builds workload/ (one Go program with -variant=builder|concat) and captures 3 "before"
# (builder) and 3 "after" (concat) CPU profiles with runtime/pprof (default 100 Hz),
# interleaved b1 a1 b2 a2 b3 a3. Seeds are the same per run pair (1, 2, 3).
set -euo pipefail
HERE="$(cd "$(dirname "$0")" && pwd)"
SCRATCH=/tmp/s40i/go-builder-to-concat
mkdir -p "$SCRATCH" "$HERE/before" "$HERE/after"
rm -f "$HERE"/before/run-* "$HERE"/after/run-*
go version
(cd "$HERE/workload" && go build -o "$SCRATCH/reportgen" .)
capture() { # side run variant seed
  local side=$1 run=$2 variant=$3 seed=$4
  local out="$HERE/$side/run-$run.pprof"
  echo "== $side run-$run variant=$variant seed=$seed"
  flock /tmp/flamediff-capture.lock \
    "$SCRATCH/reportgen" -variant="$variant" -seed="$seed" -cpuprofile="$out"
  if [ "$(stat -c %s "$out")" -gt 204800 ]; then echo "note: $out > 200 KB (pprof is already gzip-compressed)"; fi
}
capture before 1 builder 1
capture after  1 concat  1
capture before 2 builder 2
capture after  2 concat  2
capture before 3 builder 3
capture after  3 concat  3
ls -l "$HERE/before" "$HERE/after"
