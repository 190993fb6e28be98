#!/usr/bin/env bash
# Rerunnable capture for s39d-perf-dwarf-3v3-small-leaf.
# perf record -F 999 --call-graph dwarf, 3 runs per side interleaved (b1 a1 b2 a2 b3 a3).
# Same binary and same 4,000,000 items; the only difference is mix_iters 40 (before)
# vs 54 (after): mix_checksum's loop does 35% more iterations.
set -euo pipefail
cd "$(dirname "$0")"
CASE=$(pwd)
SCR=/tmp/s39d/perf-dwarf-small-leaf
LOCK=/tmp/flamediff-capture.lock
ITEMS=4000000
mkdir -p "$SCR"
gcc -O2 -g -fno-omit-frame-pointer -o "$SCR/leaves" workload/leaves.c
echo "== $(date -u +%FT%TZ) $(perf --version) gcc $(gcc -dumpfullversion) kernel $(uname -r)"
rm -f before/run-* after/run-*
for i in 1 2 3; do
  for side in before after; do
    if [ $side = before ]; then MIX=40; else MIX=54; fi
    echo "-- $side run $i (mix_iters=$MIX)"
    ( cd "$SCR" && /usr/bin/time -f "   wall=%es" flock "$LOCK" \
        perf record -F 999 --call-graph dwarf -o "$SCR/perf.data" -- ./leaves $ITEMS $MIX ) 2>&1
    ( cd "$SCR" && perf script -i "$SCR/perf.data" ) > "$side/run-$i.perf.txt" 2>/dev/null
    rm -f "$SCR/perf.data"
    echo "   samples: $(grep -c ' cpu-clock' "$side/run-$i.perf.txt" || true)"
    if [ "$(stat -c %s "$side/run-$i.perf.txt")" -gt 204800 ]; then gzip -9f "$side/run-$i.perf.txt"; fi
  done
done
ls -l before after
