#!/bin/bash
# Rerunnable capture for s39b-perf-dwarf-1v1-nochange-python (control).
# perf with DWARF unwinding of CPython 3.11 (pyenv build, not stripped, with debug info).
set -euo pipefail
HERE="$(cd "$(dirname "$0")" && pwd)"
SCR=/tmp/s39b/dwarf
PY=/root/.pyenv/versions/3.11.7/bin/python3.11
mkdir -p "$SCR" "$HERE/before" "$HERE/after"
rm -f "$HERE"/before/* "$HERE"/after/*
perf --version; $PY --version
ROUNDS=200
for side in before after; do
  if [ $side = before ]; then SEED=1; else SEED=2; fi
  echo "== $side run-1: workload.py seed=$SEED rounds=$ROUNDS"
  flock /tmp/flamediff-capture.lock perf record -F 499 --call-graph dwarf -o "$SCR/perf.data" -- \
    $PY "$HERE/workload/workload.py" $SEED $ROUNDS
  perf script -i "$SCR/perf.data" > "$HERE/$side/run-1.perf.txt"
  rm -f "$SCR/perf.data"
  if [ $(stat -c %s "$HERE/$side/run-1.perf.txt") -gt 204800 ]; then gzip -9 "$HERE/$side/run-1.perf.txt"; fi
done
ls -l "$HERE/before" "$HERE/after"
