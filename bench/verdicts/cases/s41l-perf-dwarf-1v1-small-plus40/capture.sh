#!/bin/bash
# Builds the Rust workload and captures one perf (--call-graph dwarf) profile per side.
set -euo pipefail
HERE="$(cd "$(dirname "$0")" && pwd)"
SCR=/tmp/s41l/rust
rm -rf "$SCR"; mkdir -p "$SCR"
rustc --version; perf --version
rustc -C opt-level=2 -g -o "$SCR/logcrunch" "$HERE/workload/main.rs"
rm -f "$HERE"/before/run-* "$HERE"/after/run-*
run() { # side
  local side=$1 out="$HERE/$1/run-1.perf.txt"
  echo "== $side"
  flock /tmp/flamediff-capture.lock \
    perf record -F 499 --call-graph dwarf -o "$SCR/$side.data" -- "$SCR/logcrunch" "$side" 180
  perf script -i "$SCR/$side.data" -F comm,pid,tid,time,event,ip,sym,dso > "$out"
  rm -f "$SCR/$side.data"
  ls -l "$out"
  if [ "$(stat -c %s "$out")" -gt 204800 ]; then gzip -9f "$out"; ls -l "$out.gz"; fi
}
run before
run after
python3 "$HERE/measure.py"
