#!/usr/bin/env bash
# capture.sh : 3 runs a side, interleaved before-1, after-1, before-2, ...; each run its own process.
# perf record -F 999 --call-graph dwarf (cpu-clock; this VM has no hardware PMU), as root.
# before: tokagg --change none ; after: tokagg --change fold (same binary).
set -euo pipefail
C=$(cd "$(dirname "$0")/.." && pwd)
B=/tmp/cnc/rust/target/release/tokagg
D=/tmp/cnc/rust/data; mkdir -p "$D" "$C/before" "$C/after"
one() { # side run change
  perf record -q -F 999 --call-graph dwarf -o "$D/$1-$2.data" "$B" --change "$3"
  perf script -i "$D/$1-$2.data" > "$C/$1/run-$2.perf.txt"
  if [ "$(stat -c %s "$C/$1/run-$2.perf.txt")" -gt 1048576 ]; then gzip -f "$C/$1/run-$2.perf.txt"; fi
}
for i in 1 2 3; do
  one before $i none
  one after $i fold
done
