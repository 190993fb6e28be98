#!/bin/bash
# No-change control: the same script on both sides; only the RNG seed of the input
# data differs (before: seed 11, after: seed 29; same distribution).
# py-spy speedscope, 200 Hz, no --threads/--idle, 3 runs a side, interleaved.
set -e
cd "$(dirname "$0")"
py-spy --version; python3 --version
for i in 1 2 3; do
  for side in before after; do
    if [ $side = before ]; then seed=11; else seed=29; fi
    echo "== $side run $i (seed $seed)"
    ( cd workload && flock /tmp/flamediff-capture.lock \
        py-spy record -r 200 -f speedscope -o ../$side/run-$i.speedscope.json -- python3 app.py $seed )
  done
done
