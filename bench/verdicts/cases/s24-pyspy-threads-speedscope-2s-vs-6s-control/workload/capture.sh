#!/bin/bash
# Capture for s24-pyspy-threads-speedscope-2s-vs-6s-control. Order b1 (2 s) a1 (6 s). Same program.
set -e -o pipefail
W=$(cd "$(dirname "$0")" && pwd); C=$(dirname "$W")
python3 --version; py-spy --version
rm -f "$C"/before/run-* "$C"/after/run-*
declare -A D=([before]=2 [after]=6)
for side in before after; do
  t0=$(date +%s.%N)
  py-spy record --threads --format speedscope -o "$C/$side/run-1.speedscope.json" -- python3 "$W/telemetry.py" ${D[$side]} > /tmp/s24-c7.out 2>&1
  t1=$(date +%s.%N)
  echo "$side run-1 (${D[$side]} s) wall $(echo "$t1 - $t0" | bc) s  $(grep seconds= /tmp/s24-c7.out)  load $(cut -d' ' -f1-3 /proc/loadavg)"
done
cd "$C"
python3 workload/shares.py --md '^ingest_worker\b' '^rollup_worker\b' '^archive_worker\b' '^signer_worker\b' '^make_record\b' '^window_stats\b' '^pack_block\b' '^canonical\b' -- before/run-1.* after/run-1.* | tee workload/shares.txt
