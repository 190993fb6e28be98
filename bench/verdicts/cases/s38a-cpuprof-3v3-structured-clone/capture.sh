#!/bin/bash
# 3 runs per side, interleaved (before, after, before, ...), node --cpu-prof (default 1000 us
# sampling interval). Same script; CLONE=1 selects the after variant (structuredClone in handleRequest).
set -euo pipefail
D=$(cd "$(dirname "$0")" && pwd)
node --version
rm -f "$D"/before/* "$D"/after/*
W=/tmp/s38a/c4work; mkdir -p "$W"; cp "$D/workload/server.js" "$W/server.js"   # same path for both sides
cd "$W"
for i in 1 2 3; do
  for side in before after; do
    c=0; [ "$side" = after ] && c=1
    echo "== $side run-$i (CLONE=$c)"
    /usr/bin/time -f "   user=%Us wall=%es (wall includes lock wait)" flock /tmp/flamediff-capture.lock \
      env CLONE=$c node --cpu-prof --cpu-prof-dir="$D/$side" --cpu-prof-name="run-$i.cpuprofile" server.js 60000 $((100 + i))
    out="$D/$side/run-$i.cpuprofile"
    echo "   size=$(stat -c %s "$out")"
    if [ "$(stat -c %s "$out")" -gt 204800 ]; then gzip -f "$out"; echo "   gzipped"; fi
  done
done
python3 "$D/measure.py"
