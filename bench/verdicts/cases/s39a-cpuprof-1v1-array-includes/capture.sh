#!/usr/bin/env bash
# Rerunnable capture: node --cpu-prof (default 1000 us sampling interval), 1 run per side.
set -euo pipefail
cd "$(dirname "$0")"
LOCK=/tmp/flamediff-capture.lock
TMP=${TMP_DIR:-/tmp/s39a/cpuprof-tmp}
mkdir -p before after
echo "node: $(node --version)"; echo "date: $(date -u +%FT%TZ)"
for side in before after; do
  echo "== $side run-1"
  rm -rf "$TMP/$side"; mkdir -p "$TMP/$side"
  flock "$LOCK" node --cpu-prof --cpu-prof-dir="$TMP/$side" --cpu-prof-name=run-1.cpuprofile workload/pipeline.js "$side" 100000
  mv "$TMP/$side/run-1.cpuprofile" "$side/run-1.cpuprofile"
done
for f in before/* after/*; do
  case "$f" in *.gz) continue;; esac
  sz=$(stat -c %s "$f"); if [ "$sz" -gt 204800 ]; then gzip -f "$f"; fi
done
ls -l before after
