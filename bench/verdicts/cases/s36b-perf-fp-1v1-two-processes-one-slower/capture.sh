#!/bin/bash
# Rerunnable capture for s36b-perf-fp-1v1-two-processes-one-slower. Run as root.
set -euo pipefail
CASE=$(cd "$(dirname "$0")" && pwd)
B=$(mktemp -d)
perf --version; gcc --version | head -1
for s in before after; do
  gcc -O2 -fno-omit-frame-pointer -o "$B/prog" "$CASE/workload/$s/prog.c" && mv "$B/prog" "$B/prog-$s"
done
rm -f "$CASE"/before/run-*.perf.txt "$CASE"/after/run-*.perf.txt
# both sides run as the same path (/tmp/s36b-twoproc-run/prog) so comm and dso names are identical
RUN=/tmp/s36b-twoproc-run; mkdir -p "$RUN"
# one run a side, order b1, a1; perf follows the forked children (default inherit)
for i in 1; do
  for s in before after; do
    echo "== $s run-$i"
    cp "$B/prog-$s" "$RUN/prog"
    (cd "$RUN" && flock /tmp/flamediff-capture.lock perf record -F 999 -g -o "$B/$s-$i.data" -- ./prog 2>&1)
    perf script -i "$B/$s-$i.data" > "$CASE/$s/run-$i.perf.txt" 2>/dev/null
  done
done
rm -rf "$B"
python3 "$CASE/measure.py"
