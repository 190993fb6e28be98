#!/usr/bin/env bash
# Rerunnable capture for s39d-cpuprof-3v3-parse-in-two-callers.
# node --cpu-prof (default 1000us interval), 3 runs per side interleaved (b1 a1 b2 a2 b3 a3),
# 20 rounds over the same 20,000 orders / 5,000 customers in both variants.
set -euo pipefail
cd "$(dirname "$0")"
CASE=$(pwd)
SCR=/tmp/s39d/cpuprof-two-callers
LOCK=/tmp/flamediff-capture.lock
ROUNDS=20
NODE=${NODE:-/usr/bin/node}
mkdir -p "$SCR"
echo "== $(date -u +%FT%TZ) node $($NODE --version) kernel $(uname -r)"
rm -f before/run-* after/run-*
for i in 1 2 3; do
  for side in before after; do
    echo "-- $side run $i"
    rm -rf "$SCR/prof"; mkdir -p "$SCR/prof"
    /usr/bin/time -f "   wall=%es user=%Us" flock "$LOCK" "$NODE" --cpu-prof --cpu-prof-dir="$SCR/prof" \
      --cpu-prof-name=p.cpuprofile workload/orders.js "$side" $ROUNDS 2>&1
    mv "$SCR/prof/p.cpuprofile" "$side/run-$i.cpuprofile"
    if [ "$(stat -c %s "$side/run-$i.cpuprofile")" -gt 204800 ]; then gzip -9f "$side/run-$i.cpuprofile"; fi
  done
done
ls -l before after
