#!/bin/bash
# node --perf-basic-prof under perf record -g (frame pointers), cpu-clock, 1 run per side (before, then after).
set -euo pipefail
HERE="$(cd "$(dirname "$0")" && pwd)"
LOCK=/tmp/flamediff-capture.lock
SCR=/tmp/s48j/node
BATCHES=25; PER=20000
rm -rf "$SCR"; mkdir -p "$SCR" "$HERE/before" "$HERE/after"
echo "== $(date -u +%FT%TZ) node $(node --version) $(perf --version)"
rm -f "$HERE"/before/run-* "$HERE"/after/run-*
cd "$SCR"   # --perf-basic-prof leaves isolate-*-v8.log in cwd
for side in before after; do
  js=$(STAGE="$SCR/app" "$HERE/workload/build.sh" $side)
  out="$HERE/$side/run-1.perf.txt"
  echo "== capture $side run 1 ($js, sha1 $(sha1sum < "$js" | cut -c1-12))"
  ( time flock "$LOCK" perf record -F 499 -g -o "$SCR/$side.data" -- \
      node --perf-basic-prof "$js" $BATCHES $PER ) 2>&1
  perf script -i "$SCR/$side.data" -F comm,pid,tid,time,event,ip,sym,dso > "$out" 2>/dev/null
  for m in $(perf script -i "$SCR/$side.data" -F pid 2>/dev/null | sort -u); do rm -f "/tmp/perf-$m.map"; done
  rm -f "$SCR/$side.data" "$SCR"/isolate-*-v8.log
  sz=$(stat -c %s "$out"); echo "perf script size $sz bytes"
  if [ "$sz" -gt 204800 ]; then gzip -9f "$out"; echo "gzipped"; fi
done
echo "== done $(date -u +%FT%TZ)"
python3 "$HERE/measure.py"
