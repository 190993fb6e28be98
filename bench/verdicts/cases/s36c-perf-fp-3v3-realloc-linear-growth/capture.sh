#!/bin/bash
# Rerunnable capture for s36c-perf-fp-3v3-realloc-linear-growth. Order: b1, a1, b2, a2, b3, a3.
set -euo pipefail
cd "$(dirname "$0")"
T=$(mktemp -d /tmp/s36c-render.XXXX)
echo "gcc: $(gcc --version | sed -n 1p)"; echo "perf: $(perf --version)"; uname -r; ldd --version | sed -n 1p
for side in before after; do
  gcc -O2 -g -fno-omit-frame-pointer -Wall -o $T/render-$side workload/$side/render.c workload/$side/outbuf.c
done
mkdir -p before after
for i in 1 2 3; do
  for side in before after; do
    echo "== $side run $i"
    rm -f $side/run-$i.perf.txt $side/run-$i.perf.txt.gz
    flock /tmp/flamediff-capture.lock perf record -F 999 -g -o $T/$side-$i.data -- $T/render-$side 5 700000
    perf script -i $T/$side-$i.data > $side/run-$i.perf.txt 2> $T/script.err || { cat $T/script.err; exit 1; }
    if [ "$(stat -c %s $side/run-$i.perf.txt)" -gt 204800 ]; then gzip -9n $side/run-$i.perf.txt; fi
    ls -l $side/ | grep "run-$i\."
  done
done
rm -rf "$T"
