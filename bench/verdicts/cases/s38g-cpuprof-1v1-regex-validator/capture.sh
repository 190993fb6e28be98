#!/usr/bin/env bash
# Captures one node --cpu-prof profile per side. Node runs from a scratch dir (isolate-*.log stay there).
set -euo pipefail
HERE="$(cd "$(dirname "$0")" && pwd)"
SCRATCH=/tmp/s38g/cpuprof
rm -rf "$SCRATCH"; mkdir -p "$SCRATCH" "$HERE/before" "$HERE/after"
rm -f "$HERE"/before/* "$HERE"/after/*
node --version
cp "$HERE/workload/validate.js" "$SCRATCH/validate.js"
cd "$SCRATCH"
for side in before after; do
  echo "== $side run-1 $(date -u +%H:%M:%S)"
  flock /tmp/flamediff-capture.lock node --cpu-prof --cpu-prof-dir="$SCRATCH" --cpu-prof-name=$side.cpuprofile \
    validate.js $side 30
  mv "$SCRATCH/$side.cpuprofile" "$HERE/$side/run-1.cpuprofile"
  if [ "$(stat -c %s "$HERE/$side/run-1.cpuprofile")" -gt 204800 ]; then gzip -9 "$HERE/$side/run-1.cpuprofile"; fi
done
ls -l "$HERE/before" "$HERE/after"
