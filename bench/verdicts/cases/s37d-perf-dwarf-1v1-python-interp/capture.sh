#!/usr/bin/env bash
# One perf run per side (before, then after), each a separate CPython process,
# unwound with DWARF.  Python frames are named through CPython 3.13's
# -X perf_jit (a jitdump per process; `perf inject --jit` turns it into
# py::<function>:<file> symbols with unwind info).  The default python3 here is
# 3.11.7, which has no perf support at all (-X perf arrived in 3.12).
set -euo pipefail
CASE="$(cd "$(dirname "$0")" && pwd)"
W=/tmp/s37d-pydw
PY=/root/.pyenv/versions/3.13.0/bin/python3
mkdir -p "$W"
rm -f "$CASE"/before/* "$CASE"/after/*
$PY --version; perf --version
N=500000
for side in before after; do
  echo "== $side run-1 ($(date +%T))"
  # -k 1 (CLOCK_MONOTONIC) is required for perf inject --jit to match the jitdump
  ( cd "$CASE/workload" && LEDGER_VARIANT=$side flock /tmp/flamediff-capture.lock \
      perf record -F 999 -k 1 --call-graph dwarf -o "$W/$side.data" -- $PY -X perf_jit ledger.py $N )
  perf inject --jit -i "$W/$side.data" -o "$W/$side.jit.data"
  perf script -i "$W/$side.jit.data" > "$W/$side.perf.txt" 2>/dev/null
  echo "samples: $(grep -c 'cpu-clock' "$W/$side.perf.txt")"
  gzip -9n -c "$W/$side.perf.txt" > "$CASE/$side/run-1.perf.txt.gz"
  # the jitdump and the per-function ELF images perf inject wrote for this process
  pid=$(awk 'NR==1 {print $2; exit}' "$W/$side.perf.txt")
  rm -f /tmp/jit-"$pid".dump /tmp/jitted-"$pid"-*.so
done
ls -l "$CASE"/before "$CASE"/after
