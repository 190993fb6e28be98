#!/bin/bash
# Capture s26c-perfc-3v3-recursive-helper: C (gcc -O1 -g -fno-omit-frame-pointer, key functions
# noinline), perf record -g -F 999, 3 runs a side, interleaved b1 a1 b2 a2 b3 a3,
# each run under the capture lock. Both variants run from the same path (.../sortjob) so that
# comm and DSO names are identical on both sides.
set -euo pipefail
cd "$(dirname "$0")"
T=$(mktemp -d /tmp/s26c-sortjob.XXXXXX)
trap 'rm -rf "$T"' EXIT
gcc --version | head -1
perf --version
gcc -O1 -g -fno-omit-frame-pointer -Wall workload/sortjob.c -o "$T/sortjob-before"
gcc -O1 -g -fno-omit-frame-pointer -Wall -DAFTER workload/sortjob.c -o "$T/sortjob-after"
rm -f before/run-* after/run-*
for i in 1 2 3; do
  for side in before after; do
    echo "== $side run $i: $(date +%T)"
    cp "$T/sortjob-$side" "$T/sortjob"
    /usr/bin/time -f "wall %e s" flock /tmp/flamediff-capture.lock \
      perf record -q -g -F 999 -o "$T/perf.data" "$T/sortjob" 200000 20
    perf script -i "$T/perf.data" > "$side/run-$i.perf.txt" 2>/dev/null
    if [ "$(stat -c %s "$side/run-$i.perf.txt")" -gt 5000000 ]; then gzip -9 "$side/run-$i.perf.txt"; fi
  done
done
ls -la before after
echo "== culprit share (workload/perf_share.py '^cmp_rec\\b')"
python3 workload/perf_share.py '^cmp_rec\b' before/run-* after/run-*
echo "== self share per function"
python3 workload/perf_share.py --self before/run-* after/run-*
