#!/bin/bash
# Builds both variants of workload/tally.rs and records one samply profile per side.
set -euo pipefail
C=$(cd "$(dirname "$0")" && pwd)
S=/tmp/s40b/c1
ROUNDS=240
mkdir -p $S/before $S/after $C/before $C/after
rustc --version; samply --version
# same binary name ("tally") for both sides, in different directories
rustc -C opt-level=2 -g -C force-frame-pointers=yes -o $S/before/tally $C/workload/tally.rs
rustc -C opt-level=2 -g -C force-frame-pointers=yes --cfg lookup -o $S/after/tally $C/workload/tally.rs
for side in before after; do
  rm -f $C/$side/run-1.json* $C/$side/run-1.syms.json
  echo "== $side run-1: samply record -r 1000 --save-only --unstable-presymbolicate -o $C/$side/run-1.json -- $S/$side/tally $ROUNDS"
  cd $S/$side
  /usr/bin/time -f "wall=%es user=%Us sys=%Ss" flock /tmp/flamediff-capture.lock \
    samply record -r 1000 --save-only --unstable-presymbolicate -o $C/$side/run-1.json -- ./tally $ROUNDS
  ls -l $C/$side
done
# gzip profiles over 200 KB
for f in $C/before/run-1.json $C/after/run-1.json; do
  if [ $(stat -c %s $f) -gt 204800 ]; then gzip -9 $f; echo "gzipped $f"; fi
done
python3 $C/measure.py
