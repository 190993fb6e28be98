#!/bin/bash
# Capture for s24-perfcpp-4thr-mutex-contention. Order b1 a1 b2 a2 b3 a3. Run as root (kernel stacks).
set -e -o pipefail
W=$(cd "$(dirname "$0")" && pwd); C=$(dirname "$W")
B=/tmp/s24-c1; mkdir -p $B
g++ --version | head -1; perf --version
g++ -O2 -g -fno-omit-frame-pointer -pthread -Wall                "$W/reqstats.cpp" -o $B/reqstats-before
g++ -O2 -g -fno-omit-frame-pointer -pthread -Wall -DSHARED_STATS "$W/reqstats.cpp" -o $B/reqstats-after
rm -f "$C"/before/run-* "$C"/after/run-*
for i in 1 2 3; do
  for side in before after; do
    t0=$(date +%s.%N)
    out=$(perf record -q -g -o $B/perf.data -- $B/reqstats-$side 500000 4)
    t1=$(date +%s.%N)
    perf script -i $B/perf.data > "$C/$side/run-$i.perf.txt" 2>/dev/null
    gzip -9 "$C/$side/run-$i.perf.txt"
    echo "$side run-$i wall $(echo "$t1 - $t0" | bc) s  $out  load $(cut -d' ' -f1-3 /proc/loadavg)"
  done
done
cd "$C"
python3 workload/shares.py --md '^record_stats\b' 'lll_lock_wa(it|ke)\b' '^(__)?futex_wa(it|ke)\b' '^worker_loop\b' '^fingerprint\b' '^normalize_route\b' '^merge_stats\b' '^gen_log\b' -- before/run-1.* after/run-1.* before/run-2.* after/run-2.* before/run-3.* after/run-3.* | tee workload/shares.txt
