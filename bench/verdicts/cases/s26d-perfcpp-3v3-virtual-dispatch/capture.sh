#!/bin/bash
# Capture s26d-perfcpp-3v3-virtual-dispatch: C++ (g++ -O2 -g -fno-omit-frame-pointer), per-element
# processShape: switch on a type tag (before) vs virtual calls (after, -DAFTER).
# perf record -g -F 999, 3 runs a side interleaved b1 a1 b2 a2 b3 a3, each under the capture
# lock; both variants run as the same path ($T/shapes).
set -euo pipefail
cd "$(dirname "$0")"
T=$(mktemp -d /tmp/s26d-cpp.XXXXXX)
trap 'rm -rf "$T"' EXIT
g++ --version | sed -n 1p
perf --version
g++ -O2 -g -fno-omit-frame-pointer -Wall workload/shapes.cpp -o "$T/shapes-before"
g++ -O2 -g -fno-omit-frame-pointer -Wall -DAFTER workload/shapes.cpp -o "$T/shapes-after"
rm -f before/run-* after/run-*
for i in 1 2 3; do
  for side in before after; do
    echo "== $side run $i: $(date +%T)"
    cp "$T/shapes-$side" "$T/shapes"
    flock /tmp/flamediff-capture.lock /usr/bin/time -f "wall %e s" \
      perf record -q -g -F 999 -o "$T/perf.data" "$T/shapes" 200000 400
    perf script -i "$T/perf.data" > "$side/run-$i.perf.txt" 2>/dev/null
    if [ "$(stat -c %s "$side/run-$i.perf.txt")" -gt 2000000 ]; then gzip -9 "$side/run-$i.perf.txt"; fi
  done
done
ls -la before after
CUL='^(processShape|(Circle|Rect|Triangle|Hexagon)::(area|perimeter|bboxWidth|bboxHeight))\b'
echo "== culprit share, processShape or any virtual method (workload/perf_share.py '$CUL')"
python3 workload/perf_share.py --top 12 "$CUL" before/run-* after/run-*
echo "== processShape alone"
python3 workload/perf_share.py '^processShape\b' before/run-* after/run-*
echo "== virtual methods alone"
python3 workload/perf_share.py '^(Circle|Rect|Triangle|Hexagon)::(area|perimeter|bboxWidth|bboxHeight)\b' before/run-* after/run-*
