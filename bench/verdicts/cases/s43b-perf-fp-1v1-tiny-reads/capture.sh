#!/bin/bash
# Builds scan.c, makes the data file, captures 1 run per side with perf record -g (frame pointers).
set -euo pipefail
HERE=$(cd "$(dirname "$0")" && pwd)
SCR=/tmp/s43b/reads
mkdir -p "$SCR" "$HERE/before" "$HERE/after"
gcc --version | head -1
perf --version
python3 "$HERE/workload/make_data.py" "$SCR/data.csv"
gcc -O2 -g -fno-omit-frame-pointer -o "$SCR/scan" "$HERE/workload/scan.c"
cat "$SCR/data.csv" > /dev/null   # warm the page cache so both sides read from memory
declare -A CHUNK=([before]=65536 [after]=64)
for side in before after; do
  echo "== $side chunk=${CHUNK[$side]}"
  flock /tmp/flamediff-capture.lock \
    perf record -F 999 -g -o "$SCR/perf-$side.data" -- "$SCR/scan" "$SCR/data.csv" "${CHUNK[$side]}"
  perf script -i "$SCR/perf-$side.data" -F comm,pid,tid,time,event,ip,sym,dso > "$HERE/$side/run-1.perf.txt" 2>/dev/null
  rm -f "$SCR/perf-$side.data"
  if [ "$(stat -c %s "$HERE/$side/run-1.perf.txt")" -gt 204800 ]; then gzip -f "$HERE/$side/run-1.perf.txt"; fi
  ls -l "$HERE/$side/"
done
