#!/usr/bin/env bash
# Reproduces the capture: 3 perf runs of each version (CPython 3.11.7, DWARF call graphs, 499 Hz cpu-clock),
# converted with `perf script` (default output) and gzipped. perf.data files stay in /tmp.
# The version under test is copied to one fixed path so both sides run the same file name.
set -euo pipefail
CASE="$(cd "$(dirname "$0")" && pwd)"
WORK=/tmp/s29b-perf-zlib
mkdir -p "$WORK"
perf --version
python3 --version
python3 -c 'import zlib; print("zlib runtime", zlib.ZLIB_RUNTIME_VERSION)'
for side in before after; do
  cp "$CASE/workload/archiver_$side.py" "$WORK/archiver.py"
  for n in 1 2 3; do
    echo "== $side run $n"
    start=$(date +%s.%N)
    flock /tmp/flamediff-capture.lock \
      perf record -F 499 --call-graph dwarf -o "$WORK/$side-$n.data" -- python3 "$WORK/archiver.py" 250000
    end=$(date +%s.%N)
    echo "wall: $(echo "$end - $start" | bc) s"
    perf script -i "$WORK/$side-$n.data" 2>"$WORK/$side-$n.script.err" | gzip -9 > "$CASE/$side/run-$n.perf.txt.gz"
    echo "perf script stderr lines: $(wc -l < "$WORK/$side-$n.script.err")"
  done
done
