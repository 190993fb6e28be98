#!/bin/bash
# Reproduces this case's capture: builds each side of workload/ into the same path (as a
# rebuilt binary would be), records every run with
# `perf record -F 499 -g` (kernel stacks included) and stores the
# `perf script` text as <side>/run-N.perf.txt (gzipped above 5 MB).
# 12000 request batches per run (about 3 s).
# Needs root (or perf_event_paranoid=-1), gcc and perf. Every run holds the
# shared capture lock so that no two captures overlap on this 2-core machine.
set -euo pipefail
HERE=$(cd "$(dirname "$0")" && pwd)
CASE=$(basename "$HERE")
BUILD=/tmp/flamediff-capture/$CASE
LOCK=/tmp/flamediff-capture.lock
RUNS=1
PROG=kvdb
ARGS="12000"
CFLAGS="-O2 -fno-omit-frame-pointer -g"

sysctl -q kernel.perf_event_paranoid=-1 kernel.kptr_restrict=0 || true

capture_side() {
    local side=$1
    rm -rf "$BUILD"; mkdir -p "$BUILD"
    cp "$HERE/workload/$side/"* "$BUILD/"
    make -s -C "$BUILD" CC=gcc CFLAGS="$CFLAGS" "$PROG"
    mkdir -p "$HERE/$side"; rm -f "$HERE/$side"/run-*.perf.txt*
    for i in $(seq 1 $RUNS); do
        (cd "$BUILD" && flock "$LOCK" perf record -F 499 -g -o "$BUILD/perf.data" -- ./$PROG $ARGS)
        perf script -i "$BUILD/perf.data" > "$HERE/$side/run-$i.perf.txt" 2>/dev/null
        rm -f "$BUILD/perf.data"
        if [ "$(stat -c %s "$HERE/$side/run-$i.perf.txt")" -gt 5000000 ]; then gzip -9 "$HERE/$side/run-$i.perf.txt"; fi
    done
}

capture_side before
capture_side after
rm -rf "$BUILD"
