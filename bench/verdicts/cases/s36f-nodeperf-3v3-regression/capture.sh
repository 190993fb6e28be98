#!/bin/bash
# Rerunnable capture for s36f-nodeperf-3v3-regression.
set -euo pipefail
CASE=$(cd "$(dirname "$0")" && pwd)
W=/tmp/s36f-c4-work
rm -rf "$W"; mkdir -p "$W"
node --version; perf --version
rm -f "$CASE"/before/run-* "$CASE"/after/run-*
for i in 1 2 3; do
  for s in before after; do   # order: b1, a1, b2, a2, b3, a3
    echo "== $s run $i"
    ( cd "$CASE/workload/$s" && flock /tmp/flamediff-capture.lock \
        perf record -F 999 -g -o "$W/$s-$i.data" node --perf-basic-prof orders.js 4000 )
    # JIT symbols come from /tmp/perf-<pid>.map written by --perf-basic-prof
    perf script -i "$W/$s-$i.data" -F comm,pid,tid,time,event,ip,sym,dso 2>/dev/null | gzip -9n > "$CASE/$s/run-$i.perf.txt.gz"
    pid=$(perf script -i "$W/$s-$i.data" -F pid 2>/dev/null | sort -u | tr -d " " | head -1)
    rm -f "/tmp/perf-$pid.map"
  done
done
ls -l "$CASE"/before "$CASE"/after
python3 "$CASE/measure.py"
