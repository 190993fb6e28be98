#!/usr/bin/env bash
# capture.sh : 1 run a side, before then after, each its own process.
# perf record -F 999 -g (frame-pointer call graphs; cpu-clock, this VM has no hardware PMU), as root.
# before: tri --change none ; after: tri --change verify (same binary).
set -euo pipefail
C=$(cd "$(dirname "$0")/.." && pwd)
D=/tmp/cnc/c/data; mkdir -p "$D" "$C/before" "$C/after"
one() { # side change
  perf record -q -F 999 -g -o "$D/$1.data" /tmp/cnc/c/tri --change "$2"
  perf script -i "$D/$1.data" > "$C/$1/run-1.perf.txt"
  if [ "$(stat -c %s "$C/$1/run-1.perf.txt")" -gt 1048576 ]; then gzip -f "$C/$1/run-1.perf.txt"; fi
}
one before none
one after verify
