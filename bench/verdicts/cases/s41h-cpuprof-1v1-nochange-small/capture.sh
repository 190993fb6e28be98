#!/bin/bash
# Control: identical program and iteration count, only the RNG seed differs (before seed 11, after seed 29).
set -euo pipefail
D=$(cd "$(dirname "$0")" && pwd)
S=/tmp/s41h/cpuprof; mkdir -p "$S" "$D/before" "$D/after"
node --version
run() { # side seed
  rm -rf "$S/$1"; mkdir -p "$S/$1"
  echo "== $1 seed $2"
  flock /tmp/flamediff-capture.lock node --cpu-prof --cpu-prof-interval 500 --cpu-prof-dir "$S/$1" \
    "$D/workload/prog.js" "$2" 1200
  f=$(ls "$S/$1"/*.cpuprofile); cp "$f" "$D/$1/run-1.cpuprofile"
  if [ $(stat -c %s "$D/$1/run-1.cpuprofile") -gt 204800 ]; then gzip -f "$D/$1/run-1.cpuprofile"; fi
  ls -l "$D/$1"
}
run before 11
run after 29
