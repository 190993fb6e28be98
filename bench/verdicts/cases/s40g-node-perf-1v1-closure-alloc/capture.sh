#!/usr/bin/env bash
# Rerunnable capture for s40g-node-perf-1v1-closure-alloc.
# perf record -g (frame pointers) of node 20 with --perf-basic-prof, 1 run per side.
set -euo pipefail
HERE="$(cd "$(dirname "$0")" && pwd)"
SCR=/tmp/s40g/node-perf
LOCK=/tmp/flamediff-capture.lock
BATCHES=1000
mkdir -p "$SCR" "$HERE/before" "$HERE/after"
cd "$SCR"   # node writes isolate-*-v8.log files into the cwd; keep them out of the case dir
echo "== $(date -u +%FT%TZ) $(uname -r) $(perf --version) node $(node --version)"
for side in before after; do
  echo "== $side: perf record -g -F 499 -- node --perf-basic-prof --interpreted-frames-native-stack scorer.js $side $BATCHES"
  flock "$LOCK" perf record -g -F 499 -o "$SCR/$side.perf.data" -- \
    node --perf-basic-prof --interpreted-frames-native-stack "$HERE/workload/scorer.js" "$side" "$BATCHES"
  out="$HERE/$side/run-1.perf.txt"
  rm -f "$out" "$out.gz"
  perf script -i "$SCR/$side.perf.data" > "$out"
  # the JIT symbol map is only needed by perf script; move it to scratch afterwards
  for m in $(grep -o '/tmp/perf-[0-9]*\.map' "$out" | sort -u); do mv -f "$m" "$SCR/" || true; done
  echo "   $(grep -c 'cpu-clock' "$out") samples in $out"
  if [ "$(stat -c %s "$out")" -gt 204800 ]; then gzip -9 "$out"; fi
done
echo "== measure"
python3 "$HERE/measure.py" "$HERE"
