#!/bin/bash
# Control: same binary, same input, 3 "before" runs then 3 "after" runs back to back
# (not interleaved), with an unrelated background load (`yes > /dev/null`) running
# during all six runs. Everything runs under one flock so the six runs are contiguous.
set -euo pipefail
HERE=$(cd "$(dirname "$0")" && pwd)
W=/tmp/s38b/nochange; mkdir -p $W
clang-14 -O2 -g -fno-omit-frame-pointer -mno-omit-leaf-frame-pointer -fno-optimize-sibling-calls \
  -o $W/pipeline "$HERE/workload/pipeline.c"
sha256sum $W/pipeline
rm -f "$HERE"/before/* "$HERE"/after/*
export HERE W
flock /tmp/flamediff-capture.lock bash -c '
  set -e
  yes > /dev/null &
  YES=$!
  echo "background load: yes > /dev/null (pid $YES)"
  sleep 1
  for side in before after; do
    for run in 1 2 3; do
      echo "== $side run-$run: ./pipeline 200 42   (load avg: $(cut -d" " -f1-3 /proc/loadavg))"
      perf record -g -F 1000 -o $W/perf.data -- $W/pipeline 200 42
      perf script -i $W/perf.data > "$HERE/$side/run-$run.perf.txt"
      rm -f $W/perf.data
    done
  done
  kill $YES; wait $YES 2>/dev/null || true
  echo "background load stopped"
'
for f in "$HERE"/before/*.perf.txt "$HERE"/after/*.perf.txt; do
  if [ $(stat -c %s "$f") -gt 204800 ]; then gzip -9f "$f"; fi
done
ls -l "$HERE"/before "$HERE"/after
python3 "$HERE/measure.py"
