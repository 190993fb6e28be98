#!/bin/bash
# Builds and captures s38h-perf-dwarf-3v3-endl-flush: 3 perf runs per side, interleaved.
set -euo pipefail
HERE="$(cd "$(dirname "$0")" && pwd)"
S=/tmp/s38h/perf
mkdir -p "$S/build-before" "$S/build-after" "$HERE/before" "$HERE/after"
perf --version; g++ --version | head -1
# same binary name (report) for both sides; only -DUSE_ENDL differs
g++ -O2 -g -o "$S/build-before/report" "$HERE/workload/report.cpp"
g++ -O2 -g -DUSE_ENDL -o "$S/build-after/report" "$HERE/workload/report.cpp"
run() { # side n
  local side=$1 n=$2 data="$S/perf-$1-$2.data" out="$HERE/$1/run-$2.perf.txt"
  rm -f "$out" "$out.gz"
  echo "== $side run-$n $(date +%T)"
  # cpu-clock: the VM has no hardware cycles event; user+kernel stacks via DWARF unwinding
  flock /tmp/flamediff-capture.lock \
    perf record -e cpu-clock -F 1000 --call-graph dwarf,16384 -o "$data" -- \
      "$S/build-$side/report" 20000 20 "$S/out-$side-$n.csv"
  perf script -i "$data" > "$out"
  rm -f "$data" "$S/out-$side-$n.csv"
  gzip -9 "$out"
  ls -l "$out.gz"
}
for n in 1 2 3; do
  run before $n
  run after $n
done
