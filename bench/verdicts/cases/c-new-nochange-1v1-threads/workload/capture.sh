#!/usr/bin/env bash
# capture.sh : no change. Case c-new-1v1-threads's before binary and arguments on both sides
# (tri --change none), 1 run a side, before then after, each its own process.
# perf record -F 999 -g (frame-pointer call graphs; cpu-clock, no hardware PMU on this VM), as root.
set -euo pipefail
C=$(cd "$(dirname "$0")/.." && pwd)
D=/tmp/cnc/c/data-nc; mkdir -p "$D" "$C/before" "$C/after"
one() { # side
  perf record -q -F 999 -g -o "$D/$1.data" /tmp/cnc/c/tri --change none
  perf script -i "$D/$1.data" > "$C/$1/run-1.perf.txt"
  if [ "$(stat -c %s "$C/$1/run-1.perf.txt")" -gt 1048576 ]; then gzip -f "$C/$1/run-1.perf.txt"; fi
}
one before
one after
