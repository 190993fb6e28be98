#!/bin/bash
# Reproduces this case's capture: copies each side of workload/ into the same
# path (as a redeployed checkout would be), runs `python -m shop.main` under
# `perf record -F 199 --call-graph dwarf` (kernel stacks included) and stores the
# `perf script` text as <side>/run-N.perf.txt (gzipped above 5 MB).
# 250 batches of 2000 orders per run (about 1.3 s before, 2 s after); DWARF unwinding through libpython's .eh_frame.
# Interpreter: pyenv CPython 3.11.7 (built -O3 -g, no frame pointers, no
# perf trampoline support: that needs 3.12+). An unrecorded warm-up run
# writes the bytecode caches first.
# Needs root (or perf_event_paranoid=-1) and perf. Every run holds the shared
# capture lock so that no two captures overlap on this 2-core machine.
set -euo pipefail
HERE=$(cd "$(dirname "$0")" && pwd)
CASE=$(basename "$HERE")
BUILD=/tmp/flamediff-capture/$CASE
LOCK=/tmp/flamediff-capture.lock
PY=/root/.pyenv/versions/3.11.7/bin/python3.11
RUNS=3
ARGS="250"

sysctl -q kernel.perf_event_paranoid=-1 kernel.kptr_restrict=0 || true

capture_side() {
    local side=$1
    rm -rf "$BUILD"; mkdir -p "$BUILD"
    cp -r "$HERE/workload/$side/"* "$BUILD/"
    (cd "$BUILD" && "$PY" -m shop.main 1 > /dev/null)      # warm-up: bytecode caches
    mkdir -p "$HERE/$side"; rm -f "$HERE/$side"/run-*.perf.txt*
    for i in $(seq 1 $RUNS); do
        (cd "$BUILD" && flock "$LOCK" perf record -F 199 --call-graph dwarf -o "$BUILD/perf.data" -- "$PY" -m shop.main $ARGS)
        perf script -i "$BUILD/perf.data" > "$HERE/$side/run-$i.perf.txt" 2>/dev/null
        rm -f "$BUILD/perf.data"
        if [ "$(stat -c %s "$HERE/$side/run-$i.perf.txt")" -gt 5000000 ]; then gzip -9 "$HERE/$side/run-$i.perf.txt"; fi
    done
}

capture_side before
capture_side after
rm -rf "$BUILD"
