#!/bin/bash
# py-spy speedscope, 3v3 interleaved. 100 batches x 6000 jobs per run (~4 s).
set -e
cd "$(dirname "$0")"
date; python3 --version; py-spy --version
for i in 1 2 3; do
  flock /tmp/flamediff-capture.lock py-spy record -r 200 -f speedscope -o before/run-$i.speedscope.json -- python3 workload/before.py 100 6000
  flock /tmp/flamediff-capture.lock py-spy record -r 200 -f speedscope -o after/run-$i.speedscope.json -- python3 workload/after.py 100 6000
done
ls -l before after
date
