#!/bin/bash
# Reproduces this case's capture: builds workload/ (one program, nothing
# changes between the sides) once, then records 3 runs a side with
# `perf record -F 499 -g` (kernel stacks included), alternating before and
# after runs (b1 a1 b2 a2 b3 a3) so that slow drifts of the shared machine's
# load fall on both sides alike; stores the `perf script` text as
# <side>/run-N.perf.txt (gzipped above 5 MB).
# Four pthreads named worker-1..worker-4 (pthread_setname_np), each running
# its own job over a fixed number of batches (about 2.5 CPU-s per run on 2
# cores; TIDs differ per run).
# Needs root (or perf_event_paranoid=-1), gcc and perf. Every run holds the
# shared capture lock so that no two captures overlap on this 2-core machine.
set -euo pipefail
HERE=$(cd "$(dirname "$0")" && pwd)
CASE=$(basename "$HERE")
BUILD=/tmp/flamediff-capture/$CASE
LOCK=/tmp/flamediff-capture.lock
RUNS=3
PROG=logsvc
ARGS=""
CFLAGS="-O2 -fno-omit-frame-pointer -g"

sysctl -q kernel.perf_event_paranoid=-1 kernel.kptr_restrict=0 || true

rm -rf "$BUILD"; mkdir -p "$BUILD"
cp "$HERE/workload/"* "$BUILD/"
make -s -C "$BUILD" CC=gcc CFLAGS="$CFLAGS" "$PROG"
for side in before after; do mkdir -p "$HERE/$side"; rm -f "$HERE/$side"/run-*.perf.txt*; done
for i in $(seq 1 $RUNS); do
    for side in before after; do
        (cd "$BUILD" && flock "$LOCK" perf record -F 499 -g -o "$BUILD/perf.data" -- ./$PROG $ARGS)
        perf script -i "$BUILD/perf.data" > "$HERE/$side/run-$i.perf.txt" 2>/dev/null
        rm -f "$BUILD/perf.data"
        if [ "$(stat -c %s "$HERE/$side/run-$i.perf.txt")" -gt 5000000 ]; then gzip -9 "$HERE/$side/run-$i.perf.txt"; fi
    done
done
rm -rf "$BUILD"
