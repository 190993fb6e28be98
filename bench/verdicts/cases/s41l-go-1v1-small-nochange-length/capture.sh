#!/bin/bash
# Builds the Go workload and captures one runtime/pprof CPU profile per side.
# Control: identical per-unit work; before runs 105 units (~2 s CPU), after runs 210 units (~4 s CPU).
set -euo pipefail
HERE="$(cd "$(dirname "$0")" && pwd)"
SCR=/tmp/s41l/go
rm -rf "$SCR"; mkdir -p "$SCR"
go version
(cd "$HERE/workload" && go build -o "$SCR/tilecalc" .)
rm -f "$HERE"/before/run-* "$HERE"/after/run-*
run() { # side units
  local side=$1 units=$2 out="$HERE/$1/run-1.pprof"
  echo "== $side units=$units"
  /usr/bin/time -f "wall=%es user=%Us" flock /tmp/flamediff-capture.lock \
    "$SCR/tilecalc" -units "$units" -cpuprofile "$out"
  ls -l "$out"
}
run before 105
run after 210
python3 "$HERE/measure.py"
