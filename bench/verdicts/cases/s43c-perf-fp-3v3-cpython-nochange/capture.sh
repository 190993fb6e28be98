#!/bin/bash
# Control case: 3 "before" runs (seeds 11,12,13) and 3 "after" runs (seeds 21,22,23) of the
# same CPython script doing the same work, perf record -g (frame-pointer call graphs) at 999 Hz,
# each perf record under the shared capture lock. perf.data is converted with plain
# `perf script` and deleted.
set -euo pipefail
C="$(cd "$(dirname "$0")" && pwd)"
PY=/root/.pyenv/versions/3.11.7/bin/python3.11
T=/tmp/s43c/perf-fp
mkdir -p "$T" "$C/before" "$C/after"
perf --version; $PY --version
for i in 1 2 3; do
  for side in before after; do
    if [ $side = before ]; then seed=1$i; else seed=2$i; fi
    echo "== $side run-$i seed=$seed $(date -u +%T)"
    /usr/bin/time -f "wall=%es user=%Us sys=%Ss" \
      flock /tmp/flamediff-capture.lock perf record -g -F 999 -o "$T/perf.data" -- \
        $PY "$C/workload/wordstats.py" $seed 16
    f="$C/$side/run-$i.perf.txt"
    perf script -i "$T/perf.data" > "$f" 2> "$T/script.err" || { cat "$T/script.err"; exit 1; }
    rm -f "$T/perf.data"
    if [ $(stat -c %s "$f") -gt 204800 ]; then gzip -9f "$f"; ls -l "$f.gz"; else ls -l "$f"; fi
  done
done
