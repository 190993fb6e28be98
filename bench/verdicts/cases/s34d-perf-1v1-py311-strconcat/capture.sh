#!/usr/bin/env bash
# Captures s34d-perf-1v1-py311-strconcat: CPython 3.11 under perf --call-graph dwarf, 1 run per side.
# before: render_batch uses ''.join(lines); after: CSVDUMP_CONCAT=1, out = out + line + "\n".
set -euo pipefail
HERE=$(cd "$(dirname "$0")" && pwd)
PY=/root/.pyenv/versions/3.11.7/bin/python3.11
SCRATCH=/tmp/s34d/c2/capture; mkdir -p "$SCRATCH"
echo "date: $(date -u +%FT%TZ)"
echo "python: $($PY --version 2>&1) ($PY, libpython3.11.so with debug_info, not stripped)"
echo "perf: $(perf --version)"
echo "kernel: $(uname -r)  perf_event_paranoid=$(cat /proc/sys/kernel/perf_event_paranoid)"
for run in 1; do
  for side in before after; do
    concat=0; [ $side = after ] && concat=1
    echo "== $side run-$run (CSVDUMP_CONCAT=$concat)"
    CSVDUMP_CONCAT=$concat flock /tmp/flamediff-capture.lock \
      /usr/bin/time -f "time: wall=%es user=%Us sys=%Ss" \
      perf record -F 799 --call-graph dwarf -o "$SCRATCH/$side-$run.data" -- \
      $PY "$HERE/workload/csvdump.py" 600 500 2>&1
    perf evlist -i "$SCRATCH/$side-$run.data"
    perf script -i "$SCRATCH/$side-$run.data" > "$HERE/$side/run-$run.perf.txt" 2>/dev/null
    sz=$(stat -c %s "$HERE/$side/run-$run.perf.txt")
    echo "perf script: $sz bytes, $(grep -c '^python3.11 ' "$HERE/$side/run-$run.perf.txt") samples"
    if [ "$sz" -gt 2000000 ]; then gzip -9f "$HERE/$side/run-$run.perf.txt"; fi
  done
done
echo "== measure (samples with the frame anywhere on the stack)"
for rx in '^PyUnicode_Concat$' '^_copy_characters$' '^__memcpy_avx_unaligned_erms$' '^_PyUnicode_JoinArray$' '^PyUnicode_Join$'; do
  echo "-- $rx"; python3 "$HERE/measure.py" "$rx" "$HERE"/before/run-* "$HERE"/after/run-*
done
