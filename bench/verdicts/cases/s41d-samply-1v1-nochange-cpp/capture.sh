#!/bin/bash
# Control: 1 run per side of the same C++ program, different RNG seed only. samply record, 1000 Hz.
set -euo pipefail
C=$(cd "$(dirname "$0")" && pwd)
T=/tmp/s41d/case5; mkdir -p "$T" "$C/before" "$C/after"
samply --version; g++ --version | head -1
g++ -O2 -g -fno-omit-frame-pointer -o "$T/meshsim" "$C/workload/meshsim.cpp"
STEPS=1600
run() { # side seed
  echo "== $1 seed=$2 $(date +%T)"
  flock /tmp/flamediff-capture.lock \
    samply record --save-only --unstable-presymbolicate -r 1000 -o "$C/$1/run-1.json" -- "$T/meshsim" "$2" "$STEPS"
  ls -l "$C/$1"
}
run before 5
run after 6
gzip -f "$C/before/run-1.json" "$C/after/run-1.json"   # >200 KB; the .syms.json sidecars stay uncompressed next to them
