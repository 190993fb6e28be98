#!/usr/bin/env bash
# capture.sh : 3 runs a side, interleaved before-1, after-1, before-2, ...; each run its own node process.
# perf record -F 499 -g (frame pointers; cpu-clock, no hardware PMU on this VM) of
# node 20.20.2 --perf-basic-prof (JIT symbol map /tmp/perf-<pid>.map read by perf script).
# before: app.mjs --change none ; after: app.mjs --change median (same script). cwd /tmp.
set -euo pipefail
C=$(cd "$(dirname "$0")/.." && pwd)
D=/tmp/cnc/node/data; mkdir -p "$D" "$C/before" "$C/after"
cd /tmp
one() { # side run change
  perf record -q -F 499 -g -o "$D/$1-$2.data" node --perf-basic-prof "$C/workload/app.mjs" --change "$3"
  perf script -i "$D/$1-$2.data" > "$C/$1/run-$2.perf.txt"
  if [ "$(stat -c %s "$C/$1/run-$2.perf.txt")" -gt 1048576 ]; then gzip -f "$C/$1/run-$2.perf.txt"; fi
}
for i in 1 2 3; do
  one before $i none
  one after $i median
done
