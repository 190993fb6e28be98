#!/usr/bin/env bash
# One node --cpu-prof run per side of workload/picker.js (variant picked by PICKER_VARIANT).
# Every profiled run holds /tmp/flamediff-capture.lock so it never overlaps other captures.
set -euo pipefail
HERE="$(cd "$(dirname "$0")" && pwd)"
PASSES=15
echo "== versions"; node --version; uname -r
rm -f "$HERE"/before/run-* "$HERE"/after/run-*
for side in before after; do
  echo "== $side: PICKER_VARIANT=$side node --cpu-prof --cpu-prof-dir=$HERE/$side --cpu-prof-name=run-1.cpuprofile workload/picker.js $PASSES"
  ( cd "$HERE" && PICKER_VARIANT=$side /usr/bin/time -f "   wall %es user %Us" \
      flock /tmp/flamediff-capture.lock \
      node --cpu-prof --cpu-prof-dir="$HERE/$side" --cpu-prof-name=run-1.cpuprofile workload/picker.js $PASSES )
  out="$HERE/$side/run-1.cpuprofile"
  if [ "$(stat -c %s "$out")" -gt 204800 ]; then gzip -9 -f "$out"; echo "   gzipped $out"; fi
done
ls -la "$HERE/before" "$HERE/after"
echo "== measure"
python3 "$HERE/measure.py"
