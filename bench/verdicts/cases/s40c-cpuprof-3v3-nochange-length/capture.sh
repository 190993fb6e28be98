#!/bin/bash
# Control: same program, same seed, same work per unit; before runs 2 s, after runs 3 s.
# 3 runs a side, interleaved, node --cpu-prof (default 1000 us sampling interval).
set -euo pipefail
HERE="$(cd "$(dirname "$0")" && pwd)"
echo "node: $(node --version)"
mkdir -p "$HERE/before" "$HERE/after"
for i in 1 2 3; do
  for side in before after; do
    if [ "$side" = before ]; then secs=2; else secs=3; fi
    rm -f "$HERE/$side/run-$i.cpuprofile" "$HERE/$side/run-$i.cpuprofile.gz"
    echo "== $side run $i (${secs}s)"
    flock /tmp/flamediff-capture.lock \
      node --cpu-prof --cpu-prof-dir="$HERE/$side" --cpu-prof-name="run-$i.cpuprofile" \
        "$HERE/workload/app.js" --seconds $secs
  done
done
for f in "$HERE"/before/*.cpuprofile "$HERE"/after/*.cpuprofile; do
  sz=$(stat -c %s "$f"); echo "$f $sz bytes"
  if [ "$sz" -gt 204800 ]; then gzip -f "$f"; fi
done
