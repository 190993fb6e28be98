#!/usr/bin/env bash
# Captures 3 "before" (strict linear email regex) and 3 "after" (nested-quantifier regex
# that backtracks on every input) CPU profiles of workload/signups.js with
# node --cpu-prof (default 1000 us sampling interval), interleaved b1 a1 b2 a2 b3 a3.
# Seeds are the same per run pair (1, 2, 3).
set -euo pipefail
HERE="$(cd "$(dirname "$0")" && pwd)"
mkdir -p "$HERE/before" "$HERE/after"
rm -f "$HERE"/before/run-* "$HERE"/after/run-*
node --version
capture() { # side run seed
  local side=$1 run=$2 seed=$3
  local name="run-$run.cpuprofile"
  echo "== $side run-$run seed=$seed"
  flock /tmp/flamediff-capture.lock \
    node --cpu-prof --cpu-prof-dir="$HERE/$side" --cpu-prof-name="$name" \
      "$HERE/workload/signups.js" "$side" "$seed"
  if [ "$(stat -c %s "$HERE/$side/$name")" -gt 204800 ]; then gzip -9f "$HERE/$side/$name"; fi
}
capture before 1 1
capture after  1 1
capture before 2 2
capture after  2 2
capture before 3 3
capture after  3 3
ls -l "$HERE/before" "$HERE/after"
