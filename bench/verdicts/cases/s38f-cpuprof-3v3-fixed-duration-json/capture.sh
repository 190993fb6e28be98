#!/bin/bash
# 3 runs per side (interleaved b1 a1 b2 a2 b3 a3) of workload/server.js under node --cpu-prof.
# Each run is a fixed 8 s loop. Runs from a scratch dir so no isolate-*.log lands in the case.
set -euo pipefail
HERE="$(cd "$(dirname "$0")" && pwd)"
SCRATCH=/tmp/s38f/node
mkdir -p "$SCRATCH" "$HERE/before" "$HERE/after"
cd "$SCRATCH"
echo "node $(node --version)"
rm -f "$HERE"/before/run-* "$HERE"/after/run-* "$SCRATCH"/*.cpuprofile
for i in 1 2 3; do
  for side in before after; do
    echo "== $side run-$i"
    flock /tmp/flamediff-capture.lock \
      node --cpu-prof --cpu-prof-dir="$SCRATCH" --cpu-prof-name="$side-$i.cpuprofile" \
        "$HERE/workload/server.js" "$side" 8
    mv "$SCRATCH/$side-$i.cpuprofile" "$HERE/$side/run-$i.cpuprofile"
    f="$HERE/$side/run-$i.cpuprofile"
    if [ "$(stat -c %s "$f")" -gt 204800 ]; then gzip -9 "$f"; fi
  done
done
ls -l "$HERE/before" "$HERE/after"
python3 "$HERE/measure.py"
