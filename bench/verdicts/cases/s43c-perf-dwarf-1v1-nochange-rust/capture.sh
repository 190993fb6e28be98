#!/bin/bash
# Control case: 1 "before" run (seed 101) and 1 "after" run (seed 202) of the same Rust
# program doing the same work. perf record --call-graph dwarf at 999 Hz under the shared
# capture lock; perf.data converted with plain `perf script`, then deleted.
set -euo pipefail
C="$(cd "$(dirname "$0")" && pwd)"
BIN=/tmp/s43c/gridsim
T=/tmp/s43c/perf-dwarf
mkdir -p "$T" "$C/before" "$C/after"
perf --version; rustc --version
rustc -C opt-level=3 -g -o "$BIN" "$C/workload/gridsim.rs"
for side in before after; do
  if [ $side = before ]; then seed=101; else seed=202; fi
  echo "== $side run-1 seed=$seed $(date -u +%T)"
  /usr/bin/time -f "wall=%es user=%Us sys=%Ss" \
    flock /tmp/flamediff-capture.lock perf record --call-graph dwarf -F 999 -o "$T/perf.data" -- \
      "$BIN" $seed 150
  f="$C/$side/run-1.perf.txt"
  perf script -i "$T/perf.data" > "$f" 2> "$T/script.err" || { cat "$T/script.err"; exit 1; }
  rm -f "$T/perf.data"
  if [ $(stat -c %s "$f") -gt 204800 ]; then gzip -9f "$f"; ls -l "$f.gz"; else ls -l "$f"; fi
done
