#!/bin/bash
# Capture for s25b-perfc-3v3-control-2x-input. Order b1 a1 b2 a2 b3 a3. Run under flock /tmp/flamediff-capture.lock.
# Same binary both sides; before reads a 1.2M-line log, after a 2.4M-line log.
set -e -o pipefail
W=$(cd "$(dirname "$0")" && pwd); C=$(dirname "$W")
B=/tmp/s25b/ctl-cap; mkdir -p $B
gcc --version | head -1; perf --version
gcc -O2 -g -fno-omit-frame-pointer -mno-omit-leaf-frame-pointer -Wall "$W/logscan.c" -o $B/logscan
sha256sum $B/logscan
$B/logscan --gen 1200000 1 > $B/before.log
$B/logscan --gen 2400000 2 > $B/after.log
ls -l $B/before.log $B/after.log
cat $B/before.log $B/after.log > /dev/null
for i in 1 2 3; do
  for side in before after; do
    t0=$(date +%s.%N)
    out=$(perf record -q -g -F 999 -o $B/perf.data -- $B/logscan $B/$side.log)
    t1=$(date +%s.%N)
    la=$(cut -d' ' -f1-3 /proc/loadavg)
    perf script -i $B/perf.data 2>/dev/null | gzip -9 > "$C/$side/run-$i.perf.txt.gz"
    echo "$side run-$i wall $(echo "$t1 - $t0" | bc) s  $out  load $la"
  done
done
echo done
