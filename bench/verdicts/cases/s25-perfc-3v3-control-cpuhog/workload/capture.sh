#!/bin/bash
# Capture for s25-perfc-3v3-control-cpuhog. Order b1 a1 b2 a2 b3 a3. Run under flock /tmp/flamediff-capture.lock.
# Same binary both sides; during each after run two `yes > /dev/null` hogs run.
set -e -o pipefail
W=$(cd "$(dirname "$0")" && pwd); C=$(dirname "$W")
B=/tmp/s25/ctl-cap; mkdir -p $B
gcc --version | head -1; perf --version
gcc -O2 -g -fno-omit-frame-pointer -mno-omit-leaf-frame-pointer -Wall "$W/sensorstat.c" -lm -o $B/sensorstat
sha256sum $B/sensorstat
for i in 1 2 3; do
  for side in before after; do
    hogs=""
    if [ $side = after ]; then
      yes > /dev/null & hogs="$hogs $!"
      yes > /dev/null & hogs="$hogs $!"
      sleep 1
    fi
    t0=$(date +%s.%N)
    out=$(perf record -q -g -F 499 -o $B/perf.data -- $B/sensorstat 40)
    t1=$(date +%s.%N)
    la=$(cut -d' ' -f1-3 /proc/loadavg)
    [ -n "$hogs" ] && kill $hogs && wait $hogs 2>/dev/null || true
    perf script -i $B/perf.data > "$C/$side/run-$i.perf.txt" 2>/dev/null
    echo "$side run-$i wall $(echo "$t1 - $t0" | bc) s  $out  hogs [$hogs ]  load $la"
  done
done
echo done
