#!/bin/bash
# Rebuilds and recaptures this case. Builds workload/{before,after}/calc.c with
# -O2 -fno-omit-frame-pointer -g (parse_expr/parse_term/parse_factor and symtab_lookup are
# marked noinline), then records 3 runs a side, interleaved b1 a1 b2 a2 b3 a3, each with
# `perf record -F 999 -g` while holding the shared capture lock. Each run executes the binary
# from the same path (/tmp/flamediff-capture/<case>/calc) so both sides show the same dso.
# The perf script text goes to <side>/run-N.perf.txt (gzipped if over 5 MB); perf.data is
# deleted. Finally workload/measure.py prints the measured shares.
set -euo pipefail
HERE=$(cd "$(dirname "$0")" && pwd)
CASE=$(basename "$HERE")
BUILD=/tmp/flamediff-capture/$CASE
LOCK=/tmp/flamediff-capture.lock
ARGS="2000 300"      # 2000 generated expressions, evaluated 300 times
CFLAGS="-O2 -fno-omit-frame-pointer -g"

sysctl -q kernel.perf_event_paranoid=-1 kernel.kptr_restrict=0 || true
rm -rf "$BUILD"; mkdir -p "$BUILD"
for side in before after; do
    gcc $CFLAGS -o "$BUILD/calc.$side" "$HERE/workload/$side/calc.c"
    mkdir -p "$HERE/$side"; rm -f "$HERE/$side"/run-*.perf.txt*
done
for i in 1 2 3; do
    for side in before after; do
        cp "$BUILD/calc.$side" "$BUILD/calc"
        echo "== $side run $i"
        (cd "$BUILD" && flock "$LOCK" perf record -F 999 -g -o "$BUILD/perf.data" -- ./calc $ARGS)
        perf script -i "$BUILD/perf.data" > "$HERE/$side/run-$i.perf.txt" 2>/dev/null
        rm -f "$BUILD/perf.data"
        if [ "$(stat -c %s "$HERE/$side/run-$i.perf.txt")" -gt 5000000 ]; then gzip -9 "$HERE/$side/run-$i.perf.txt"; fi
    done
done
rm -rf "$BUILD"
cd "$HERE"
python3 workload/measure.py symtab_lookup,parse_factor,parse_term,parse_expr before/run-* after/run-*
python3 workload/depth.py symtab_lookup before/run-* after/run-*
