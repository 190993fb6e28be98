#!/bin/bash
# Capture for s24c-perfc-3v3-callee. Order b1 a1 b2 a2 b3 a3. Run under flock /tmp/flamediff-capture.lock.
set -e -o pipefail
W=$(cd "$(dirname "$0")" && pwd); C=$(dirname "$W")
B=/tmp/s24c-perfc; mkdir -p $B/before $B/after
gcc --version | head -1; perf --version
F="-O2 -g -fno-omit-frame-pointer -mno-omit-leaf-frame-pointer -Wall"
gcc $F                 "$W/dedupsum.c" -o $B/before/dedupsum
gcc $F -DMIX_ROUNDS=20 "$W/dedupsum.c" -o $B/after/dedupsum
for side in before after; do echo "$side: symbols: $(nm $B/$side/dedupsum | grep -E ' (mix_block|digest_chunk)' | awk '{print $3}' | tr '\n' ' ')"; done
for i in 1 2 3; do
  for side in before after; do
    t0=$(date +%s.%N)
    out=$(perf record -q -g -F 499 -o $B/perf.data -- $B/$side/dedupsum 110)
    t1=$(date +%s.%N)
    perf script -i $B/perf.data > "$C/$side/run-$i.perf.txt" 2>/dev/null
    echo "$side run-$i wall $(echo "$t1 - $t0" | bc) s  $out  load $(cut -d' ' -f1-3 /proc/loadavg)"
  done
done
