#!/bin/bash
# Rerunnable capture for s40d-perf-dwarf-3v3-memcpy-growing.
set -euo pipefail
HERE="$(cd "$(dirname "$0")" && pwd)"
SCRATCH=/tmp/s40d/memcpy
LOCK=/tmp/flamediff-capture.lock
CFLAGS="-O2 -g -fno-omit-frame-pointer"
mkdir -p "$SCRATCH" "$HERE/before" "$HERE/after"
rm -f "$HERE"/before/* "$HERE"/after/*
echo "== $(date -Is) host=$(hostname) nproc=$(nproc) kernel=$(uname -r)"
echo "== $(perf --version); $(gcc --version | head -1)"
gcc $CFLAGS -o "$SCRATCH/journal_before" "$HERE/workload/journal.c"
gcc $CFLAGS -DSNAPSHOT=1 -o "$SCRATCH/journal_after" "$HERE/workload/journal.c"
cap() { # side run
  local side=$1 i=$2 data="$SCRATCH/$1-$2.data" out="$HERE/$1/run-$2.perf.txt"
  echo "== $side run $i"
  flock "$LOCK" perf record -o "$data" --call-graph dwarf -F 999 -- "$SCRATCH/journal_$side" 42
  perf script -i "$data" > "$out" 2> "$SCRATCH/$side-$i.script.err" || true
  echo "   $(grep -c 'cpu-clock\|cycles' "$out") samples in $(basename "$out")"
  rm -f "$data"
}
# interleave the sides so that any drift in machine load hits both equally
for i in 1 2 3; do cap before $i; cap after $i; done
for f in "$HERE"/before/* "$HERE"/after/*; do
  if [ "$(stat -c %s "$f")" -gt 204800 ]; then gzip -9 -f "$f"; echo "gzipped $f"; fi
done
echo "== done $(date -Is)"
