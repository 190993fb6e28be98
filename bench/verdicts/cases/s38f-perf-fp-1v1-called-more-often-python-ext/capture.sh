#!/bin/bash
# One perf profile per side of workload/app.py under CPython 3.13 with perf trampolines.
# Frame-pointer unwinding is NOT usable here (the pyenv CPython builds are compiled without
# -fno-omit-frame-pointer and there is no network to build one), so this uses CPython's
# -X perf_jit (perf trampolines + jitdump with unwind info) and perf's DWARF unwinder,
# then `perf inject --jit` so that trampolines are named py::<func>:<file>.
set -euo pipefail
HERE="$(cd "$(dirname "$0")" && pwd)"
SCRATCH=/tmp/s38f/perfpy
PY=/root/.pyenv/versions/3.13.0/bin/python3
mkdir -p "$SCRATCH" "$HERE/before" "$HERE/after"
cd "$SCRATCH"
echo "python: $($PY --version)  $(perf --version)"
for side in before after; do
  rm -f "$HERE/$side"/run-* "$SCRATCH"/perf.data "$SCRATCH"/perf.jit.data
  echo "== $side run-1"
  /usr/bin/time -f "wall=%es" flock /tmp/flamediff-capture.lock \
    perf record -F 499 -k 1 --call-graph dwarf,16384 -o "$SCRATCH/perf.data" -- \
      $PY -X perf_jit "$HERE/workload/app.py" "$side"
  perf inject -i "$SCRATCH/perf.data" --jit -o "$SCRATCH/perf.jit.data"
  perf script -i "$SCRATCH/perf.jit.data" > "$HERE/$side/run-1.perf.txt" 2>/dev/null
  # remove the jitdump / jitted-*.so / perf-*.map files of this python process
  PID=$(awk 'NF && $1 ~ /^python/ {print $2; exit}' "$HERE/$side/run-1.perf.txt")
  echo "python pid $PID; samples: $(grep -c '^python' "$HERE/$side/run-1.perf.txt")"
  rm -f /tmp/jit-$PID.dump /tmp/jitted-$PID-*.so /tmp/perf-$PID.map "$SCRATCH"/jit-$PID.dump
  gzip -9 "$HERE/$side/run-1.perf.txt"
  rm -f "$SCRATCH"/perf.data "$SCRATCH"/perf.jit.data
done
ls -l "$HERE/before" "$HERE/after"
python3 "$HERE/measure.py"
