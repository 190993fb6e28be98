#!/bin/bash
# Rerunnable capture for s36e-perf-fp-1v1-fixed-duration-c. Run from anywhere.
set -euo pipefail
D=$(cd "$(dirname "$0")" && pwd)
B=$(mktemp -d)
mkdir -p "$B/before" "$B/after"
gcc --version | head -1
perf --version
for side in before after; do
  gcc -O2 -fno-omit-frame-pointer -o "$B/$side/recproc" "$D/workload/$side/recproc.c"
done
# one run per side, interleaved: b1, a1
for i in 1; do
  for side in before after; do
    echo "== $side run $i"
    flock /tmp/flamediff-capture.lock perf record -F 999 -g -o "$B/$side-$i.data" "$B/$side/recproc" 5 42
    perf script -i "$B/$side-$i.data" > "$D/$side/run-$i.perf.txt" 2>/dev/null
    rm -f "$D/$side/run-$i.perf.txt.gz"
    gzip -9n "$D/$side/run-$i.perf.txt"
  done
done
rm -rf "$B"
python3 "$D/measure.py"
