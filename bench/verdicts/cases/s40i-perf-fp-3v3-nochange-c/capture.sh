#!/usr/bin/env bash
# Builds ledger.c with frame pointers and captures 3 "before" and 3 "after" perf
# profiles, interleaved (b1 a1 b2 a2 b3 a3). The program is identical on both sides;
# only the seed differs (before: 11 12 13, after: 21 22 23).
set -euo pipefail
# -mno-omit-leaf-frame-pointer was added after attempt 1 showed leaf functions (sift_down,
# mix_hash, ...) without their immediate caller; with Debian gcc 12.2 it produced a
# byte-identical binary (leaf functions still set up no frame), so the stacks of the kept
# capture have the same, real frame-pointer artifact. See README.
HERE="$(cd "$(dirname "$0")" && pwd)"
SCRATCH=/tmp/s40i/perf-fp-nochange-c
mkdir -p "$SCRATCH" "$HERE/before" "$HERE/after"
rm -f "$HERE"/before/run-* "$HERE"/after/run-*
gcc --version | head -1
perf --version
gcc -O2 -fno-omit-frame-pointer -mno-omit-leaf-frame-pointer -g -o "$SCRATCH/ledger" "$HERE/workload/ledger.c"
capture() { # side run seed
  local side=$1 run=$2 seed=$3
  echo "== $side run-$run seed=$seed"
  flock /tmp/flamediff-capture.lock \
    perf record -g -F 1999 -o "$SCRATCH/perf.data" -- "$SCRATCH/ledger" "$seed"
  perf script -i "$SCRATCH/perf.data" > "$HERE/$side/run-$run.perf.txt"
  rm -f "$SCRATCH/perf.data"
  gzip -9f "$HERE/$side/run-$run.perf.txt"
}
capture before 1 11
capture after  1 21
capture before 2 12
capture after  2 22
capture before 3 13
capture after  3 23
ls -l "$HERE/before" "$HERE/after"
