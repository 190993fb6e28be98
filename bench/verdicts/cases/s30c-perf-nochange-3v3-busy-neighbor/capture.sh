#!/bin/bash
# Case s30c-perf-nochange-3v3-busy-neighbor: perf -g (frame pointers), SAME binary on both sides,
# 3 before / 3 after, interleaved. The after runs are recorded while a second CPU-bound process
# (workload/busy.c, a spin loop) runs on the machine (2 cores). perf records only the workload process.
set -euo pipefail
cd "$(dirname "$0")"
LOCK=/tmp/flamediff-capture.lock
TMP=$(mktemp -d)
# gcc 12 here omits frame setup in leaf functions even with -mno-omit-leaf-frame-pointer;
# -fstack-protector-all forces a frame in every function so perf's fp unwinding sees all callers.
gcc -O2 -g -fno-omit-frame-pointer -mno-omit-leaf-frame-pointer -fno-optimize-sibling-calls -fstack-protector-all \
    -o "$TMP/inventory" workload/inventory.c
gcc -O2 -o "$TMP/busy" workload/busy.c
gcc --version | head -1; nproc
for i in 1 2 3; do
  for v in before after; do
    echo "== $v run-$i"
    if [ "$v" = before ]; then
      /usr/bin/time -f "wall=%es user=%Us sys=%Ss" \
        flock "$LOCK" perf record -F 999 -g -o "$TMP/$v-$i.data" -- "$TMP/inventory"
    else
      /usr/bin/time -f "wall=%es user=%Us sys=%Ss" \
        flock "$LOCK" bash -c '
          "$1" & bp=$!                       # start the busy neighbour
          sleep 0.5                          # let it get going
          perf record -F 999 -g -o "$2" -- "$3"; rc=$?
          echo "busy neighbour pid $bp: $(ps -o etimes=,time= -p $bp)"
          kill "$bp"; wait "$bp" 2>/dev/null || true
          exit $rc' _ "$TMP/busy" "$TMP/$v-$i.data" "$TMP/inventory"
    fi
    perf script -i "$TMP/$v-$i.data" > "$v/run-$i.perf.txt"
    ls -l "$v/run-$i.perf.txt"
  done
done
rm -rf "$TMP"
