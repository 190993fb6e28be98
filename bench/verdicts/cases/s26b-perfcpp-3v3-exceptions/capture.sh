#!/usr/bin/env bash
# s26b-perfcpp-3v3-exceptions: build both variants, capture 3 runs a side interleaved (b1 a1 b2 a2 b3 a3)
# with perf record --call-graph dwarf, convert with perf script, measure culprit shares.
set -euo pipefail
CASE="$(cd "$(dirname "$0")" && pwd)"
B=/tmp/s26b-cpp
ARGS="300000 10 35 22"   # records, passes, bad records per 1000, risk_score rounds
rm -rf "$B" && mkdir -p "$B/before" "$B/after"
g++ -O2 -g -fno-omit-frame-pointer -DERR_MODE=0 -o "$B/before/recparse" "$CASE/workload/recparse.cpp"
g++ -O2 -g -fno-omit-frame-pointer -DERR_MODE=1 -o "$B/after/recparse"  "$CASE/workload/recparse.cpp"
rm -f "$CASE"/before/* "$CASE"/after/*
for i in 1 2 3; do
  for side in before after; do
    echo "== $side run $i"
    flock /tmp/flamediff-capture.lock \
      perf record -q --call-graph dwarf -F 499 -o "$B/$side-$i.data" -- "$B/$side/recparse" $ARGS
    perf script -i "$B/$side-$i.data" > "$CASE/$side/run-$i.perf.txt" 2>/dev/null
    rm -f "$B/$side-$i.data"
    if [ "$(stat -c %s "$CASE/$side/run-$i.perf.txt")" -gt 5000000 ]; then gzip -9 "$CASE/$side/run-$i.perf.txt"; fi
  done
done
ls -la "$CASE/before" "$CASE/after"
echo "== culprit share (samples whose stack has a frame matching ^parse_record\\b)"
python3 "$CASE/workload/share.py" '^parse_record\b' --top 14 "$CASE"/before/run-* "$CASE"/after/run-* | cut -c1-110 | tee "$CASE/workload/shares.txt"
rm -rf "$B"
