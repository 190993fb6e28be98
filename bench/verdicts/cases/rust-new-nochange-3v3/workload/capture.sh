#!/usr/bin/env bash
# capture.sh : no change. Case rust-new-3v3-perf's before binary and arguments on both sides
# (tokagg --change none), 3 runs a side, interleaved before-1, after-1, before-2, ...; each run its own process.
# perf record -F 999 --call-graph dwarf (cpu-clock; no hardware PMU on this VM), as root.
set -euo pipefail
C=$(cd "$(dirname "$0")/.." && pwd)
B=/tmp/cnc/rust/target/release/tokagg
D=/tmp/cnc/rust/data-nc; mkdir -p "$D" "$C/before" "$C/after"
one() { # side run
  perf record -q -F 999 --call-graph dwarf -o "$D/$1-$2.data" "$B" --change none
  perf script -i "$D/$1-$2.data" > "$C/$1/run-$2.perf.txt"
  if [ "$(stat -c %s "$C/$1/run-$2.perf.txt")" -gt 1048576 ]; then gzip -f "$C/$1/run-$2.perf.txt"; fi
}
for i in 1 2 3; do
  one before $i
  one after $i
done
