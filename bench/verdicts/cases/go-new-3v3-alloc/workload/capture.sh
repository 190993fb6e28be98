#!/usr/bin/env bash
# capture.sh : 3 runs a side, interleaved before-1, after-1, before-2, ...; each run its own process.
# runtime/pprof CPU profile (default 100 Hz), started in main before the work; GOGC default.
# before: recfmt-bin -change none ; after: recfmt-bin -change alloc (same binary).
set -euo pipefail
C=$(cd "$(dirname "$0")/.." && pwd)
B=/tmp/cnc/go/recfmt-bin
mkdir -p "$C/before" "$C/after"
for i in 1 2 3; do
  "$B" -change none  -cpuprofile "$C/before/run-$i.pprof"
  "$B" -change alloc -cpuprofile "$C/after/run-$i.pprof"
done
