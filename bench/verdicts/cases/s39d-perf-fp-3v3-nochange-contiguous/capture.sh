#!/usr/bin/env bash
# Rerunnable capture for s39d-perf-fp-3v3-nochange-contiguous (control).
# perf record -F 999 -g (frame pointers), 3 runs per side, NOT interleaved:
# before 1,2,3 first, then after 1,2,3.  Same binary (one build), same argument
# (1500 rounds), same fixed seed in every run.  Nothing differs between sides.
set -euo pipefail
cd "$(dirname "$0")"
SCR=/tmp/s39d/perf-fp-control
LOCK=/tmp/flamediff-capture.lock
ROUNDS=1500
mkdir -p "$SCR"
gcc -O2 -g -fno-omit-frame-pointer -o "$SCR/stats" workload/stats.c
echo "== $(date -u +%FT%TZ) $(perf --version) gcc $(gcc -dumpfullversion) kernel $(uname -r)"
echo "   binary sha256: $(sha256sum "$SCR/stats" | cut -d' ' -f1)"
rm -f before/run-* after/run-*
for side in before after; do
  for i in 1 2 3; do
    echo "-- $side run $i  ($(date -u +%T))"
    ( cd "$SCR" && /usr/bin/time -f "   wall=%es" flock "$LOCK" \
        perf record -F 999 -g -o "$SCR/perf.data" -- ./stats $ROUNDS ) 2>&1
    ( cd "$SCR" && perf script -i "$SCR/perf.data" ) > "$side/run-$i.perf.txt" 2>/dev/null
    rm -f "$SCR/perf.data"
    echo "   samples: $(grep -c ' cpu-clock' "$side/run-$i.perf.txt" || true)"
    if [ "$(stat -c %s "$side/run-$i.perf.txt")" -gt 204800 ]; then gzip -9f "$side/run-$i.perf.txt"; fi
  done
done
ls -l before after
