#!/bin/bash
# Capture for s24-perfcpp-dwarf-templates-3v3-control. One binary, same arguments both sides. Order b1 a1 b2 a2 b3 a3.
set -e -o pipefail
W=$(cd "$(dirname "$0")" && pwd); C=$(dirname "$W")
B=/tmp/s24-c8; mkdir -p $B
g++ --version | head -1; perf --version
g++ -O2 -g -std=c++17 -Wall "$W/routeplan.cpp" -o $B/routeplan
sha256sum $B/routeplan
rm -f "$C"/before/run-* "$C"/after/run-*
for i in 1 2 3; do
  for side in before after; do
    t0=$(date +%s.%N)
    out=$(perf record -q --call-graph dwarf -F 499 -o $B/perf.data -- $B/routeplan 300 120)
    t1=$(date +%s.%N)
    perf script -i $B/perf.data > "$C/$side/run-$i.perf.txt" 2>/dev/null
    echo "$side run-$i wall $(echo "$t1 - $t0" | bc) s  $out  perf.data $(stat -c %s $B/perf.data) B  load $(cut -d' ' -f1-3 /proc/loadavg)"
  done
done
cd "$C"
python3 workload/shares.py --md '^shortest_path<double, NoHeuristic>' '^shortest_path<double, Manhattan>' 'for_each_edge<' '__adjust_heap<|__push_heap<|__pop_heap<' '^(void )?simplify<float>' '^build_grid<double>' '^reconstruct<double>' -- before/run-1.* after/run-1.* before/run-2.* after/run-2.* before/run-3.* after/run-3.* | tee workload/shares.txt
