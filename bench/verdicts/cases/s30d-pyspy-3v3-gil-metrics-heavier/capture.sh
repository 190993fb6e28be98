#!/bin/bash
# py-spy raw, --gil (only samples of the thread holding the GIL), 250 Hz, 3 runs a side, interleaved.
set -e
cd "$(dirname "$0")"
py-spy --version; python3 --version
for i in 1 2 3; do
  for side in before after; do
    echo "== $side run $i"
    ( cd workload/$side && flock /tmp/flamediff-capture.lock \
        py-spy record -r 250 --gil -f raw -o ../../$side/run-$i.raw.txt -- python3 app.py )
  done
done
