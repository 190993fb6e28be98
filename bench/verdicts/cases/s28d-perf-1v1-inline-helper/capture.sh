#!/bin/bash
# 1 before / 1 after perf capture with frame-pointer call graphs.
set -e
cd "$(dirname "$0")"
gcc --version | head -1; perf --version
mkdir -p build
for v in before after; do gcc -O2 -fno-omit-frame-pointer -g -o build/imgproc-$v workload/$v/imgproc.c; done
for v in before after; do
  echo "== $v run 1"
  flock /tmp/flamediff-capture.lock perf record -F 999 --call-graph fp -o build/$v.data -- ./build/imgproc-$v 350
  perf script -i build/$v.data > $v/run-1.perf.txt
  if [ $(stat -c %s $v/run-1.perf.txt) -gt 2000000 ]; then gzip -9 -f $v/run-1.perf.txt; fi
done
rm -rf build
ls -l before after
