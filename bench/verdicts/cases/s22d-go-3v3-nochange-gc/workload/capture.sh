#!/usr/bin/env bash
# Same binary both sides, 3 runs a side, interleaved b1 a1 b2 a2 b3 a3. The binary writes its own
# CPU profile (runtime/pprof, default 100 Hz) to argv[1]; 50 rounds of 40000 orders.
# GODEBUG=gctrace=1 goes to the log (stderr) only to record the GC cycles of each run.
set -euo pipefail
W=$(cd "$(dirname "$0")" && pwd); C=$(dirname "$W"); O=/tmp/s22d-go-nochange-gc
rm -rf $O; mkdir -p $O
(cd "$W/src" && go build -o $O/ordersvc .)
{ go version; sha256sum $O/ordersvc; } > "$W/capture.log"
for i in 1 2 3; do
  for v in before after; do
    echo "loadavg before $v run-$i: $(cat /proc/loadavg)" >> "$W/capture.log"
    s=$(date +%s.%N)
    GODEBUG=gctrace=1 $O/ordersvc "$C/$v/run-$i.pprof" 50 > $O/out.txt 2> $O/gc.txt
    echo "$v run-$i wall=$(echo "$(date +%s.%N) - $s" | bc)s" >> "$W/capture.log"
    { cat $O/out.txt; echo "gc cycles: $(grep -c '^gc ' $O/gc.txt); last: $(tail -1 $O/gc.txt)"; } >> "$W/capture.log"
  done
done
rm -rf $O
