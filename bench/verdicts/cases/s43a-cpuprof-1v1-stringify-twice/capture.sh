#!/bin/bash
# node --cpu-prof (default 1000 us sampling interval), 1 run per side.
set -euo pipefail
HERE="$(cd "$(dirname "$0")" && pwd)"
LOCK=/tmp/flamediff-capture.lock
N=4000
echo "== $(date -u +%FT%TZ) node $(node --version)"
mkdir -p "$HERE/before" "$HERE/after"
for side in before after; do
  rm -f "$HERE/$side/run-1.cpuprofile" "$HERE/$side/run-1.cpuprofile.gz"
  echo "== capture $side"
  ( time flock "$LOCK" node --cpu-prof --cpu-prof-dir="$HERE/$side" --cpu-prof-name=run-1.cpuprofile \
      "$HERE/workload/server.js" --variant=$side --requests=$N ) 2>&1
  out="$HERE/$side/run-1.cpuprofile"
  sz=$(stat -c %s "$out"); echo "size $sz bytes"
  if [ "$sz" -gt 204800 ]; then gzip -9 "$out"; echo "gzipped"; fi
done
echo "== done $(date -u +%FT%TZ)"
