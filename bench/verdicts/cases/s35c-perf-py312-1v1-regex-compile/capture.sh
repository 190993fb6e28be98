#!/usr/bin/env bash
# One perf run per side: CPython 3.12.1 with the perf trampoline (-X perf), perf record at 999 Hz.
# NOTE: plain `-g` (frame-pointer unwinding) yields no usable stacks with this CPython build
# (compiled without frame pointers), so the call graph is recorded with DWARF unwinding.
set -euo pipefail
cd "$(dirname "$0")"
LOCK=/tmp/flamediff-capture.lock
PY=/root/.pyenv/versions/3.12.1/bin/python3.12
TMP=$(mktemp -d /tmp/s35c-c2.XXXXXX)
# Both sides run from the same path so that py:: symbol names (which embed the file path) match.
RUN=/tmp/s35c-sensorlog
mkdir -p "$RUN"
mkdir -p before after
for side in before after; do
  echo "== $side run 1"
  cp "workload/$side/sensorlog.py" "$RUN/sensorlog.py"
  start=$(date +%s.%N)
  flock "$LOCK" perf record -F 999 -g --call-graph dwarf -o "$TMP/$side.data" -- \
    "$PY" -X perf "$RUN/sensorlog.py" > "$TMP/$side.stdout"
  end=$(date +%s.%N)
  printf '%s: wall(incl. lock wait)=%.2fs, program output lines=%s\n' "$side" "$(echo "$end - $start" | bc)" "$(wc -l < "$TMP/$side.stdout")"
  perf script -i "$TMP/$side.data" > "$side/run-1.perf.txt" 2> "$TMP/$side.script.err" || true
  samples=$(grep -c 'cpu-clock' "$side/run-1.perf.txt")
  pysamples=$(awk 'BEGIN{RS=""} /py::/{n++} END{print n+0}' "$side/run-1.perf.txt")
  echo "$side: samples=$samples samples_with_py_frame=$pysamples size=$(stat -c %s "$side/run-1.perf.txt")"
  if [ "$(stat -c %s "$side/run-1.perf.txt")" -gt 5000000 ]; then gzip -9 -f "$side/run-1.perf.txt"; echo "$side: gzipped"; fi
done
md5sum "$TMP/before.stdout" "$TMP/after.stdout" | awk '{print $1}' | uniq -c | awk '{print "distinct program outputs:", NR}' | tail -1
