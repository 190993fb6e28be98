#!/bin/bash
# Capture s26-callgrind-2v2-slower-callee: before/after tally.c, each compiled from the same
# build path (so debug file names match) and run from the same binary path; same arguments.
# valgrind --tool=callgrind (default options: Ir only), 2 runs a side, interleaved b1 a1 b2 a2.
set -euo pipefail
CASE=$(cd "$(dirname "$0")" && pwd)
BUILD=/tmp/s26-cgcallee-build
ARGS="400000 45000"
rm -rf "$BUILD"; mkdir -p "$BUILD" "$CASE/before" "$CASE/after"
gcc --version | head -1; valgrind --version
for side in before after; do
  cp "$CASE/workload/$side/tally.c" "$BUILD/tally.c"
  ( cd "$BUILD" && gcc -O2 -g -fno-omit-frame-pointer -o tally.$side tally.c )
done
for i in 1 2; do
  for side in before after; do
    echo "== $side callgrind.out.$i"
    cp "$BUILD/tally.$side" "$BUILD/tally"
    ( cd "$BUILD" && flock /tmp/flamediff-capture.lock \
        valgrind --tool=callgrind --callgrind-out-file="$CASE/$side/callgrind.out.$i" ./tally $ARGS )
  done
done
rm -rf "$BUILD"
echo "== checksum share (own script)"
python3 "$CASE/workload/cgshares.py" -f checksum "$CASE"/before/callgrind.out.* "$CASE"/after/callgrind.out.*
echo "== top functions (own script)"
python3 "$CASE/workload/cgshares.py" -n 14 "$CASE"/before/callgrind.out.* "$CASE"/after/callgrind.out.*
