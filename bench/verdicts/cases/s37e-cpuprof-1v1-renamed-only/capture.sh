#!/usr/bin/env bash
# Rerunnable capture for s37e-cpuprof-1v1-renamed-only.
# Each side's app.js is copied to the same path (/tmp/s37e-node/app.js)
# before its run, so script URLs are identical on both sides. One run per
# side: before, then after. Default --cpu-prof sampling interval (1000 us).
set -euo pipefail
CASE="$(cd "$(dirname "$0")" && pwd)"
WORK=/tmp/s37e-node
ROUNDS=${ROUNDS:-90}
mkdir -p "$WORK"
node --version
rm -f "$CASE"/before/run-* "$CASE"/after/run-*
for side in before after; do
  cp "$CASE/workload/$side/app.js" "$WORK/app.js"
  echo "== $side run 1: $(date -u +%H:%M:%S)"
  ( cd "$WORK" && /usr/bin/time -f "wall %es user %Us" \
      flock /tmp/flamediff-capture.lock \
      node --cpu-prof --cpu-prof-dir="$CASE/$side" --cpu-prof-name=run-1.cpuprofile app.js "$ROUNDS" )
done
for f in "$CASE"/before/run-* "$CASE"/after/run-*; do
  if [ "$(stat -c %s "$f")" -gt 204800 ]; then gzip -9n "$f"; fi
done
ls -l "$CASE"/before "$CASE"/after
python3 "$CASE/measure.py"
