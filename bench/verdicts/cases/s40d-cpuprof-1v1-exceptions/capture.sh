#!/bin/bash
# Rerunnable capture for s40d-cpuprof-1v1-exceptions.
set -euo pipefail
HERE="$(cd "$(dirname "$0")" && pwd)"
SCRATCH=/tmp/s40d/node
LOCK=/tmp/flamediff-capture.lock
mkdir -p "$SCRATCH" "$HERE/before" "$HERE/after"
rm -f "$HERE"/before/* "$HERE"/after/*
echo "== $(date -Is) host=$(hostname) nproc=$(nproc) node=$(node --version)"
cap() { # side mode
  local side=$1 mode=$2 dir="$SCRATCH/$1"
  rm -rf "$dir"; mkdir -p "$dir"
  echo "== $side: --mode $mode"
  flock "$LOCK" /usr/bin/time -f "   wall=%es user=%Us sys=%Ss" \
    node --cpu-prof --cpu-prof-dir="$dir" --cpu-prof-interval 1000 \
      "$HERE/workload/parser.js" --mode "$mode" --seed 7
  local f; f=$(ls "$dir"/*.cpuprofile)
  mv "$f" "$HERE/$side/run-1.cpuprofile"
  ls -l "$HERE/$side/run-1.cpuprofile"
}
cap before return
cap after throw
for f in "$HERE"/before/* "$HERE"/after/*; do
  if [ "$(stat -c %s "$f")" -gt 204800 ]; then gzip -9 -f "$f"; echo "gzipped $f"; fi
done
echo "== done $(date -Is)"
