#!/bin/bash
# Captures one perf profile per side of the Node workload (node --perf-basic-prof, perf record -g = frame pointers).
set -euo pipefail
HERE="$(cd "$(dirname "$0")" && pwd)"
SCR=/tmp/s41l/node
rm -rf "$SCR"; mkdir -p "$SCR"
node --version; perf --version
rm -f "$HERE"/before/run-* "$HERE"/after/run-*
cd "$SCR"   # node --perf-basic-prof also writes isolate-*-v8.log into the cwd; keep them in scratch
run() { # side
  local side=$1 out="$HERE/$1/run-1.perf.txt"
  echo "== $side"
  flock /tmp/flamediff-capture.lock \
    perf record -F 499 -g -o "$SCR/$side.data" -- node --perf-basic-prof "$HERE/workload/report.js" "$side" 80
  perf script -i "$SCR/$side.data" -F comm,pid,tid,time,event,ip,sym,dso > "$out"
  # remove this run's JIT map (perf-<pid>.map) and perf.data
  for m in $(perf script -i "$SCR/$side.data" -F pid 2>/dev/null | sort -u); do rm -f "/tmp/perf-$m.map"; done
  rm -f "$SCR/$side.data" "$SCR"/isolate-*-v8.log
  ls -l "$out"
  if [ "$(stat -c %s "$out")" -gt 204800 ]; then gzip -9f "$out"; ls -l "$out.gz"; fi
}
run before
run after
python3 "$HERE/measure.py"
