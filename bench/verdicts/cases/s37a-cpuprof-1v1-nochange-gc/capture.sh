#!/usr/bin/env bash
# Control case: the same program on both sides, only the random seed differs.
# One V8 CPU profile per side (node --cpu-prof, default 1000 us interval).
set -euo pipefail
cd "$(dirname "$0")"
ROUNDS=200
node --version
rm -f before/* after/*
run() { # side seed
  echo "== $1 run-1: node --cpu-prof --cpu-prof-dir=$1 --cpu-prof-name=run-1.cpuprofile workload/store.cjs $2 $ROUNDS"
  flock /tmp/flamediff-capture.lock \
    /usr/bin/time -f "   wall inside lock: %e s (user %U s, sys %S s)" \
    node --cpu-prof --cpu-prof-dir="$1" --cpu-prof-name=run-1.cpuprofile workload/store.cjs "$2" $ROUNDS
}
run before 11
run after 12
for f in before/* after/*; do
  if [ "$(stat -c %s "$f")" -gt 204800 ]; then gzip -9n "$f"; fi
done
ls -l before after
python3 measure.py
