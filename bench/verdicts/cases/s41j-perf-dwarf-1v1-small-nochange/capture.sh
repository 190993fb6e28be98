#!/bin/bash
# One perf --call-graph dwarf capture per side. Control: before seed 7, after seed 41; same binary, same steps.
set -euo pipefail
HERE="$(cd "$(dirname "$0")" && pwd)"
SCR=/tmp/s41j/perf
mkdir -p "$SCR" "$HERE/before" "$HERE/after"
perf --version; g++ --version | head -1
g++ -O2 -g -fno-omit-frame-pointer -o "$SCR/particles" "$HERE/workload/particles.cpp"
cap() { # side seed
  rm -f "$HERE/$1"/run-1.perf.txt*
  flock /tmp/flamediff-capture.lock perf record -F 999 --call-graph dwarf,16384 -o "$SCR/$1.perf.data" \
      -- "$SCR/particles" "$2"
  perf script -i "$SCR/$1.perf.data" > "$HERE/$1/run-1.perf.txt"
  rm -f "$SCR/$1.perf.data"
  f="$HERE/$1/run-1.perf.txt"
  if [ "$(stat -c %s "$f")" -gt 204800 ]; then gzip -9 "$f"; fi
  ls -l "$HERE/$1"
}
cap before 7
cap after 41
