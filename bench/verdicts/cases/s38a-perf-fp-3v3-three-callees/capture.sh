#!/bin/bash
# Build before/after variants (same source, -DSUMMARY_EVERY=3 vs 1, same binary name),
# then capture 3 runs per side, interleaved, with perf record -g (frame pointers).
set -euo pipefail
D=$(cd "$(dirname "$0")" && pwd)
B=${BUILD:-/tmp/s38a/c2build}
mkdir -p "$B/before" "$B/after"
gcc --version | head -1; perf --version
gcc -O2 -g -fno-omit-frame-pointer -mno-omit-leaf-frame-pointer -DSUMMARY_EVERY=3 -o "$B/before/statsapp" "$D/workload/statsapp.c" -lm
gcc -O2 -g -fno-omit-frame-pointer -mno-omit-leaf-frame-pointer -DSUMMARY_EVERY=1 -o "$B/after/statsapp"  "$D/workload/statsapp.c" -lm
rm -f "$D"/before/* "$D"/after/*
for i in 1 2 3; do
  for side in before after; do
    echo "== $side run-$i"
    cd "$B/$side"
    flock /tmp/flamediff-capture.lock perf record -g -F 999 -o "$B/perf.data" -- ./statsapp 30000 $((1000 + i))
    out="$D/$side/run-$i.perf.txt"
    perf script -i "$B/perf.data" > "$out" 2>/dev/null
    rm -f "$B/perf.data"
    echo "   size=$(stat -c %s "$out")"
    if [ "$(stat -c %s "$out")" -gt 204800 ]; then gzip -f "$out"; echo "   gzipped"; fi
  done
done
python3 "$D/measure.py"
