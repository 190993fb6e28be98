#!/bin/bash
# Capture s26-callgrind-3v3-control: one binary, same input and arguments on both sides,
# valgrind --tool=callgrind (default options: Ir only), 3 runs a side, interleaved b1 a1 b2 a2 b3 a3.
set -euo pipefail
CASE=$(cd "$(dirname "$0")" && pwd)
BUILD=/tmp/s26-cgctl-build
ARGS="300000 50000"
rm -rf "$BUILD"; mkdir -p "$BUILD" "$CASE/before" "$CASE/after"
cp "$CASE/workload/tally.c" "$BUILD/tally.c"
( cd "$BUILD" && gcc --version | head -1 && gcc -O2 -g -fno-omit-frame-pointer -o tally tally.c )
valgrind --version
for i in 1 2 3; do
  for side in before after; do
    echo "== $side callgrind.out.$i"
    ( cd "$BUILD" && flock /tmp/flamediff-capture.lock \
        valgrind --tool=callgrind --callgrind-out-file="$CASE/$side/callgrind.out.$i" ./tally $ARGS )
  done
done
rm -rf "$BUILD"
echo "== top functions (own script)"
python3 "$CASE/workload/cgshares.py" -n 14 "$CASE"/before/callgrind.out.* "$CASE"/after/callgrind.out.*
