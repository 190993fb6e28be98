#!/bin/bash
# Reproduces the capture: same app.js on both sides; before runs use seed 1, after runs seed 2
# (same N and distribution). node --cpu-prof, default 1000 us sampling interval, interleaved.
set -euo pipefail
W=$(cd "$(dirname "$0")" && pwd); C=$(dirname "$W")
TMP=$(mktemp -d)
for n in 1 2 3; do
  for side in before after; do
    seed=1; [ "$side" = after ] && seed=2
    echo "== $side run $n (seed $seed)"
    flock /tmp/flamediff-capture.lock node --cpu-prof --cpu-prof-dir="$TMP/$side-$n" "$W/app.js" "$seed" 2>&1
    mv "$TMP/$side-$n"/*.cpuprofile "$C/$side/run-$n.cpuprofile"
  done
done
rm -rf "$TMP"
