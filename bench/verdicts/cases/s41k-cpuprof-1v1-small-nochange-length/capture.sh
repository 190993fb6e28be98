#!/bin/bash
# Control: identical work per batch; before = 360 batches (~2 s), after = 540 batches (~3 s).
set -euo pipefail
cd "$(dirname "$0")"
HERE=$PWD
SCR=/tmp/s41k/cpuprof
mkdir -p "$SCR" before after
node --version
run() { # side batches
  local side=$1 n=$2
  rm -rf "$SCR/$side"; mkdir -p "$SCR/$side"
  echo "== $side: node --cpu-prof ledger.js $n 7"
  /usr/bin/time -f "$side wall %e s" flock /tmp/flamediff-capture.lock \
    node --cpu-prof --cpu-prof-dir="$SCR/$side" --cpu-prof-name=run-1.cpuprofile "$HERE/workload/ledger.js" "$n" 7
  cp "$SCR/$side/run-1.cpuprofile" "$side/run-1.cpuprofile"
  local sz; sz=$(stat -c %s "$side/run-1.cpuprofile")
  if [ "$sz" -gt 204800 ]; then gzip -f "$side/run-1.cpuprofile"; fi
  ls -l "$side"
}
run before 360
run after 540
