#!/usr/bin/env bash
# Rerunnable capture for s37e-perf-fp-3v3-moved-call.
# Built with clang-14 (see README: Debian gcc-12 drops the frame pointer in
# leaf functions even with -fno-omit-frame-pointer, which hides the caller of
# the leaf helper in FP unwinding). Each run copies its side's binary to the
# same path (/tmp/s37e-perf/bin/app), records with perf -F 999 -g (frame
# pointers), and runs `perf script` (default fields) right away, before the
# binary at that path is replaced. Runs interleaved b1 a1 b2 a2 b3 a3.
set -euo pipefail
CASE="$(cd "$(dirname "$0")" && pwd)"
WORK=/tmp/s37e-perf
ROUNDS=${ROUNDS:-45000}
CC=${CC:-clang-14}
CFLAGS="-O2 -fno-omit-frame-pointer"
mkdir -p "$WORK/bin"
$CC --version | head -1; perf --version
for side in before after; do
  $CC $CFLAGS -o "$WORK/app-$side" "$CASE/workload/$side/app.c"
done
rm -f "$CASE"/before/run-* "$CASE"/after/run-*
for i in 1 2 3; do
  for side in before after; do
    cp "$WORK/app-$side" "$WORK/bin/app"
    echo "== $side run $i: $(date -u +%H:%M:%S)"
    flock /tmp/flamediff-capture.lock \
      perf record -F 999 -g -o "$WORK/perf-$side-$i.data" -- "$WORK/bin/app" "$ROUNDS"
    perf script -i "$WORK/perf-$side-$i.data" | gzip -9n > "$CASE/$side/run-$i.perf.txt.gz"
  done
done
ls -l "$CASE"/before "$CASE"/after
python3 "$CASE/measure.py"
