#!/bin/bash
# s32a-pyspy-3v3-nochange-threads: py-spy raw with --threads, 200 Hz, same program both sides, 3 runs a side interleaved.
set -euo pipefail
cd "$(dirname "$0")"
py-spy --version; python3 --version
for i in 1 2 3; do
  for side in before after; do
    seed=$([ $side = before ] && echo $i || echo $((i + 10)))
    echo "== $side run $i seed $seed ($(date +%T))"
    flock /tmp/flamediff-capture.lock py-spy record -r 200 --threads -f raw -o $side/run-$i.raw.txt -- python3 workload/prog.py $seed 180
    ls -l $side/run-$i.raw.txt
  done
done
