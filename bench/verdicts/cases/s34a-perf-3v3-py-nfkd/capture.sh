#!/usr/bin/env bash
# Capture s34a-perf-3v3-py-nfkd: CPython 3.12.1 with -X perf (perf trampolines),
# perf record --call-graph dwarf, 3 runs a side, interleaved before/after.
set -euo pipefail
CASE=$(cd "$(dirname "$0")" && pwd)
PY=/root/.pyenv/versions/3.12.1/bin/python3.12
WORK=/tmp/s34a/c1; mkdir -p "$WORK"
cp "$CASE/workload/textstats.py" "$WORK/textstats.py"
LOCK=/tmp/flamediff-capture.lock
N=20000
{
echo "== versions"; perf --version; $PY --version; uname -r
echo "perf_event_paranoid=$(cat /proc/sys/kernel/perf_event_paranoid)"
for i in 1 2 3; do
  for side in before after; do
    if [ $side = after ]; then norm=1; else norm=0; fi
    data=$WORK/$side-$i.data
    echo "== $side run $i (NORMALIZE=$norm)"
    # /usr/bin/time wraps perf record, so its figures include perf's own overhead
    NORMALIZE=$norm PYTHONHASHSEED=0 flock $LOCK /usr/bin/time -f "time: wall=%e s user=%U s sys=%S s" \
      perf record -F 999 --call-graph dwarf -o "$data" -- "$PY" -X perf "$WORK/textstats.py" $N 2>&1
    perf script -i "$data" > "$CASE/$side/run-$i.perf.txt" 2>/dev/null
    gzip -9f "$CASE/$side/run-$i.perf.txt"
  done
done
} 2>&1 | tee "$CASE/capture.log"
