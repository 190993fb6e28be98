#!/bin/bash
# Captures 3 before and 3 after node --cpu-prof profiles of workload/five.js, interleaved,
# each run under the shared capture lock. Sampling interval 500 us.
set -euo pipefail
C="$(cd "$(dirname "$0")" && pwd)"
mkdir -p "$C/before" "$C/after"
node --version
for i in 1 2 3; do
  for side in before after; do
    echo "== $side run-$i $(date -u +%T)"
    /usr/bin/time -f "wall=%es user=%Us sys=%Ss" \
      flock /tmp/flamediff-capture.lock node --cpu-prof --cpu-prof-interval 500 \
        --cpu-prof-dir "$C/$side" --cpu-prof-name "run-$i.cpuprofile" \
        "$C/workload/five.js" $side 1500
    f="$C/$side/run-$i.cpuprofile"
    if [ $(stat -c %s "$f") -gt 204800 ]; then gzip -9f "$f"; ls -l "$f.gz"; else ls -l "$f"; fi
  done
done
