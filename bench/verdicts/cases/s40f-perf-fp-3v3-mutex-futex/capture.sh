#!/usr/bin/env bash
# perf record -g (frame pointers) incl. kernel stacks, 3 runs per side, interleaved.
# before: ./shardsum private  (each thread locks its own mutex)
# after : ./shardsum shared   (both threads lock one shared pthread mutex)
set -euo pipefail
HERE="$(cd "$(dirname "$0")" && pwd)"
W=/tmp/s40f/c5-build
ITEMS=700000
mkdir -p "$W" "$HERE/before" "$HERE/after"
gcc --version | sed -n 1p; perf --version; ldd --version | sed -n 1p
gcc -O2 -g -fno-omit-frame-pointer -pthread -o "$W/shardsum" "$HERE/workload/shardsum.c"
declare -A MODE=([before]=private [after]=shared)
for i in 1 2 3; do
  for side in before after; do
    out="$HERE/$side/run-$i.perf.txt"
    echo "== $side run-$i (${MODE[$side]}): $(date -u +%FT%TZ)"
    flock /tmp/flamediff-capture.lock \
      /usr/bin/time -f "time: user=%U sys=%S elapsed=%e ctxsw(invol/vol)=%c/%w" \
      perf record -F 999 -g -o "$W/$side-$i.perf.data" -- "$W/shardsum" "${MODE[$side]}" $ITEMS
    perf script -i "$W/$side-$i.perf.data" > "$out"
    rm -f "$W/$side-$i.perf.data"
    if [ "$(stat -c %s "$out")" -gt 204800 ]; then gzip -f "$out"; fi
  done
done
ls -l "$HERE/before" "$HERE/after"
